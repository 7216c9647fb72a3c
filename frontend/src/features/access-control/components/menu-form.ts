import { MENU_FUNCTION, menuSaveSchema, type Language, type MenuEntry, type menuInitSchema } from '@bo/shared';
import { z } from 'zod';
import type { FormField } from '../../../ui/resource';

/** The create / edit form of a menu entry (/fac): its schema, values and fields. */

/** Form text to the API's types: empty path, icon and parent mean none; numbers from their inputs. */
export const menuFormSchema = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  for (const key of ['path', 'icon', 'parentId', 'groupNameMs'] as const)
    if (values[key] === '') values[key] = key === 'groupNameMs' ? undefined : null;
  if (typeof values.parentId === 'string') values.parentId = Number(values.parentId);
  if (values.id === '' || values.id === undefined) delete values.id;
  return values;
}, menuSaveSchema);

export const EMPTY_MENU = {
  id: '' as number | '',
  code: '',
  nameEn: '',
  nameMs: '',
  path: '',
  icon: '',
  groupName: '',
  groupNameMs: '',
  category: '',
  parentId: '',
  sortOrder: 0,
  functions: ['view'] as string[],
};
export type MenuFormValues = typeof EMPTY_MENU;

export function toFormValues(menu: MenuEntry): MenuFormValues {
  return {
    id: menu.id,
    code: menu.code,
    nameEn: menu.nameEn,
    nameMs: menu.nameMs,
    path: menu.path ?? '',
    icon: menu.icon ?? '',
    groupName: menu.groupName,
    groupNameMs: menu.groupNameMs,
    category: menu.category,
    parentId: menu.parentId === null ? '' : String(menu.parentId),
    sortOrder: menu.sortOrder,
    functions: [...menu.functions],
  };
}

type MenuInit = z.infer<typeof menuInitSchema> | undefined;

/**
 * The fields; `system`: a system entry guards API calls, its code is fixed (the server refuses a
 * change anyway). `category(code)` is a category's label in the UI language.
 */
export const menuFields =
  (t: (key: string) => string, language: Language, init: MenuInit, category: (code: string) => string, system: boolean) =>
  (values: MenuFormValues): FormField[] => [
    { name: 'code', label: t('menus.code'), required: true, disabled: system, description: t('menus.codeHint') },
    { name: 'path', label: t('menus.path'), placeholder: '/Hotel/Hotels/hotelList', description: t('menus.pathHint') },
    { name: 'nameEn', label: t('menus.nameEn'), required: true },
    { name: 'nameMs', label: t('menus.nameMs'), required: true },
    { name: 'groupName', label: t('menus.group'), required: true },
    { name: 'groupNameMs', label: t('menus.groupMs') },
    {
      name: 'category',
      label: t('menus.category'),
      required: true,
      // The category is stored as typed; in Malay each known one is shown with its label.
      description: (init?.categories ?? [])
        .map((code) => (category(code) === code ? code : `${code} (${category(code)})`))
        .join(', '),
    },
    {
      name: 'icon',
      label: t('menus.icon'),
      type: 'select',
      options: (init?.icons ?? []).map((icon) => ({ value: icon, label: icon })),
    },
    {
      name: 'parentId',
      label: t('menus.parent'),
      type: 'select',
      options: (init?.parents ?? [])
        .filter((parent) => parent.value !== values.id)
        .map((parent) => ({ value: String(parent.value), label: language === 'ms' ? parent.labelMs : parent.label })),
    },
    { name: 'sortOrder', label: t('menus.sortOrder'), type: 'number', required: true },
    {
      name: 'functions',
      label: t('menus.functions'),
      type: 'checkboxes',
      options: MENU_FUNCTION.map((fn) => ({ value: fn.code, label: fn[language] })),
      required: true,
      wide: true,
    },
  ];
