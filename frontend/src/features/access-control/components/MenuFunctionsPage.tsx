import { useMemo, useState } from 'react';
import { Badge, Button, Group, Modal } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatSuccess, MENU_FUNCTION, menuSaveSchema, PERMISSIONS, type MenuEntry } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCan } from '../../../app/hooks';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm, ResourceList, type FormField, type ResourceFilter, type RowAction } from '../../../ui/resource';
import { accessControlApi, useDeleteMenusMutation, useMenuInitQuery, useSaveMenuMutation } from '../access-control.api';
import { useLanguage } from '../../../ui/useLanguage';
import { columnsOf } from '../../../ui/columns';
import { useRecordLabels } from '../../../ui/record-labels';

const NAMESPACE = 'access-control';
const column = columnsOf<MenuEntry>();

/** Form text to the API's types: empty path, icon and parent mean none; numbers from their inputs. */
const menuFormSchema = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  for (const key of ['path', 'icon', 'parentId', 'groupNameMs'] as const)
    if (values[key] === '') values[key] = key === 'groupNameMs' ? undefined : null;
  if (typeof values.parentId === 'string') values.parentId = Number(values.parentId);
  if (values.id === '' || values.id === undefined) delete values.id;
  return values;
}, menuSaveSchema);

const EMPTY_MENU = {
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
type MenuFormValues = typeof EMPTY_MENU;

function toFormValues(menu: MenuEntry): MenuFormValues {
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

/** /fac: the menu entries (navigation and permission codes) and the functions each offers. */
export function MenuFunctionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const labels = useRecordLabels();
  const can = useCan();
  const { data: init } = useMenuInitQuery();
  const [saveMenu] = useSaveMenuMutation();
  const [deleteMenus] = useDeleteMenusMutation();
  const [editing, setEditing] = useState<{ values: MenuFormValues; system: boolean } | null>(null);

  const filters = useMemo<ResourceFilter[]>(
    () => [
      { type: 'text', key: 'name', label: t('menus.name') },
      {
        type: 'select',
        key: 'groupName',
        label: t('menus.group'),
        options: [...new Map((init?.groups ?? []).map((group) => [group.groupName, group])).values()].map((group) => ({
          value: group.groupName,
          label: language === 'ms' ? group.groupNameMs || group.groupName : group.groupName,
        })),
      },
      {
        type: 'select',
        key: 'category',
        label: t('menus.category'),
        options: (init?.categories ?? []).map((category) => ({ value: category, label: labels.category(category) })),
      },
    ],
    [t, init, language, labels],
  );

  const functionLabel = (code: string) => MENU_FUNCTION.find((fn) => fn.code === code)?.[language] ?? code;
  const columns = [
    column.text('code', t('menus.code'), { sort: true }),
    column.text('name', t('menus.name'), { sort: 'nameEn', value: (menu) => (language === 'ms' ? menu.nameMs : menu.nameEn) }),
    column.text('path', t('menus.path')),
    column.text('groupName', t('menus.group'), {
      sort: true,
      value: (menu) => (language === 'ms' ? menu.groupNameMs : menu.groupName),
    }),
    column.text('category', t('menus.category'), { sort: true, value: (menu) => labels.category(menu.category) }),
    column.text('sortOrder', t('menus.sortOrder'), { sort: true }),
    column.text('functions', t('menus.functions'), {
      value: (menu) => menu.functions.map(functionLabel).join(' '),
      render: (menu) => (
        <Group gap={4}>
          {menu.functions.map((fn) => (
            <Badge key={fn} size="sm" variant="light" color="gray">
              {functionLabel(fn)}
            </Badge>
          ))}
        </Group>
      ),
    }),
  ];

  const actions: RowAction<MenuEntry>[] = [];
  if (can(PERMISSIONS.menusEdit)) {
    actions.push({
      key: 'edit',
      label: t('menus.edit'),
      icon: IconEdit,
      run: (menu) => setEditing({ values: toFormValues(menu), system: menu.isSystem }),
    });
  }
  if (can(PERMISSIONS.menusDelete)) {
    actions.push({
      key: 'delete',
      label: t('menus.delete'),
      icon: IconTrash,
      color: 'red',
      hidden: (menu) => menu.isSystem,
      confirm: {
        title: t('menus.deleteTitle'),
        message: (menu) => t('menus.deleteText', { name: language === 'ms' ? menu.nameMs : menu.nameEn, code: menu.code }),
        confirmLabel: t('menus.delete'),
        danger: true,
      },
      run: async (menu) => {
        await deleteMenus({ ids: [menu.id] }).unwrap();
        return formatSuccess('MENU_DELETED', language);
      },
    });
  }

  const fields = (values: MenuFormValues): FormField[] => {
    // System entries guard API calls: their code is fixed (the server refuses a change anyway).
    const codeFixed = editing?.system ?? false;
    return [
      { name: 'code', label: t('menus.code'), required: true, disabled: codeFixed, description: t('menus.codeHint') },
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
          .map((category) => (labels.category(category) === category ? category : `${category} (${labels.category(category)})`))
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
  };
  return (
    <>
      <ResourceList
        title={t('menus.title')}
        description={t('menus.subtitle')}
        endpoint={accessControlApi.endpoints.menuList}
        columns={columns}
        rowKey={(menu) => String(menu.id)}
        rowLabel={(menu) => menu.code}
        filters={filters}
        defaultSort={{ key: 'sortOrder', order: 'asc' }}
        rowActions={actions}
        exportName="menus"
        testId="menu-table"
        toolbar={
          can(PERMISSIONS.menusCreate) && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ values: { ...EMPTY_MENU }, system: false })}
              data-testid="create-menu"
            >
              {t('menus.create')}
            </Button>
          )
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.values.id ? t('menus.edit') : t('menus.create')}
        size="xl"
        centered
      >
        {editing && (
          <ResourceForm<typeof menuFormSchema, MenuFormValues>
            schema={menuFormSchema}
            initialValues={editing.values}
            fields={fields}
            submitLabel={t('actions.save')}
            testId="menu-form"
            onSubmit={async (values) => {
              toastSuccess((await saveMenu(values).unwrap()).message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
