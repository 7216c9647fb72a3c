import type { MenuEntry } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useRecordLabels } from '../../../ui/record-labels';
import { useFormDialog } from '../../../ui/resource';
import { useMenuInitQuery, useSaveMenuMutation } from '../access-control.api';
import { EMPTY_MENU, menuFields, menuFormSchema, toFormValues, type MenuFormValues } from './menu-form';

/** The menu entry form (menu-form.ts) in a dialog: `open()` creates one, `open(menu)` edits it. Render `dialog` once. */
export function useMenuForm() {
  const { t } = useTranslation('access-control');
  const labels = useRecordLabels();
  const { data: init } = useMenuInitQuery();
  const [saveMenu] = useSaveMenuMutation();
  const [openForm, dialog] = useFormDialog();
  const open = (menu?: MenuEntry) =>
    openForm<typeof menuFormSchema, MenuFormValues>({
      title: menu ? t('menus.edit') : t('menus.create'),
      size: 'xl',
      schema: menuFormSchema,
      initialValues: menu ? toFormValues(menu) : { ...EMPTY_MENU },
      fields: menuFields(t, labels.language, init, labels.category, menu?.isSystem ?? false),
      submitLabel: t('actions.save'),
      testId: 'menu-form',
      onSubmit: async (values) => (await saveMenu(values).unwrap()).message,
    });
  return [open, dialog] as const;
}
