import { useMemo, useState } from 'react';
import { Badge, Button, Group, Modal } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatSuccess, MENU_FUNCTION, menuSaveSchema, PERMISSIONS, type MenuEntry } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCan } from '../../../app/hooks';
import { toastSuccess } from '../../../lib/toast';
import {
  ResourceForm,
  ResourceList,
  type FormField,
  type ResourceColumn,
  type ResourceFilter,
  type RowAction,
} from '../../../ui/resource';
import { accessControlApi, useDeleteMenusMutation, useMenuInitQuery, useSaveMenuMutation } from '../access-control.api';

const NAMESPACE = 'access-control';

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
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
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
        options: [...new Set((init?.groups ?? []).map((group) => group.groupName))].map((name) => ({ value: name, label: name })),
      },
      {
        type: 'select',
        key: 'category',
        label: t('menus.category'),
        options: (init?.categories ?? []).map((category) => ({ value: category, label: category })),
      },
    ],
    [t, init],
  );

  const functionLabel = (code: string) => MENU_FUNCTION.find((fn) => fn.code === code)?.[language] ?? code;
  const columns: ResourceColumn<MenuEntry>[] = [
    { key: 'code', header: t('menus.code'), sortKey: 'code' },
    {
      key: 'name',
      header: t('menus.name'),
      sortKey: 'nameEn',
      render: (menu) => (language === 'ms' ? menu.nameMs : menu.nameEn),
      exportValue: (menu) => menu.nameEn,
    },
    { key: 'path', header: t('menus.path') },
    {
      key: 'groupName',
      header: t('menus.group'),
      sortKey: 'groupName',
      render: (menu) => (language === 'ms' ? menu.groupNameMs : menu.groupName),
    },
    { key: 'category', header: t('menus.category'), sortKey: 'category' },
    { key: 'sortOrder', header: t('menus.sortOrder'), sortKey: 'sortOrder' },
    {
      key: 'functions',
      header: t('menus.functions'),
      render: (menu) => (
        <Group gap={4}>
          {menu.functions.map((fn) => (
            <Badge key={fn} size="sm" variant="light" color="gray">
              {functionLabel(fn)}
            </Badge>
          ))}
        </Group>
      ),
      exportValue: (menu) => menu.functions.join(' '),
    },
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
        description: (init?.categories ?? []).join(', '),
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
          .map((parent) => ({ value: String(parent.value), label: parent.label })),
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
