import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatSuccess, MENU_FUNCTION, PERMISSIONS, type MenuEntry } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { filter } from '../../../ui/filters';
import { useRecordLabels } from '../../../ui/record-labels';
import { ResourceList } from '../../../ui/resource';
import { accessControlApi, useDeleteMenusMutation, useMenuInitQuery } from '../access-control.api';
import { useMenuForm } from './useMenuForm';

const column = columnsOf<MenuEntry>();

/** /fac: the menu entries (navigation and permission codes) and the functions each offers. */
export function MenuFunctionsPage() {
  const { t } = useTranslation('access-control');
  const labels = useRecordLabels();
  const { language } = labels;
  const { data: init } = useMenuInitQuery();
  const [deleteMenus] = useDeleteMenusMutation();
  const [openMenuForm, formDialog] = useMenuForm();
  const ms = language === 'ms';
  const name = (menu: MenuEntry) => (ms ? menu.nameMs : menu.nameEn);
  const action = actionsOf<MenuEntry>({ t, prefix: 'menus', describe: (menu) => ({ name: name(menu), code: menu.code }) });
  const functionLabel = (code: string) => MENU_FUNCTION.find((fn) => fn.code === code)?.[language] ?? code;
  const groups = [...new Map((init?.groups ?? []).map((group) => [group.groupName, group])).values()];
  const remove = async (menu: MenuEntry) => {
    await deleteMenus({ ids: [menu.id] }).unwrap();
    return formatSuccess('MENU_DELETED', language);
  };

  return (
    <>
      <ResourceList
        title={t('menus.title')}
        description={t('menus.subtitle')}
        endpoint={accessControlApi.endpoints.menuList}
        columns={[
          column.text('code', t('menus.code'), { sort: true }),
          column.text('name', t('menus.name'), { sort: 'nameEn', value: name }),
          column.text('path', t('menus.path')),
          column.text('groupName', t('menus.group'), { sort: true, value: (menu) => (ms ? menu.groupNameMs : menu.groupName) }),
          column.text('category', t('menus.category'), { sort: true, value: (menu) => labels.category(menu.category) }),
          column.text('sortOrder', t('menus.sortOrder'), { sort: true }),
          column.tags('functions', t('menus.functions'), (menu) => menu.functions.map(functionLabel)),
        ]}
        filters={[
          filter.text('name', t('menus.name')),
          filter.select(
            'groupName',
            t('menus.group'),
            groups.map((group) => ({ value: group.groupName, label: (ms && group.groupNameMs) || group.groupName })),
          ),
          filter.select(
            'category',
            t('menus.category'),
            (init?.categories ?? []).map((code) => ({ value: code, label: labels.category(code) })),
          ),
        ]}
        rowActions={[
          action.run('edit', IconEdit, (menu) => openMenuForm(menu), { permission: PERMISSIONS.menusEdit }),
          action.destructive('delete', IconTrash, remove, {
            permission: PERMISSIONS.menusDelete,
            hidden: (menu) => menu.isSystem,
          }),
        ]}
        create={{
          label: t('menus.create'),
          onClick: () => openMenuForm(),
          permission: PERMISSIONS.menusCreate,
          icon: IconPlus,
          testId: 'create-menu',
        }}
        rowKey={(menu) => String(menu.id)}
        rowLabel={(menu) => menu.code}
        defaultSort={{ key: 'sortOrder', order: 'asc' }}
        exportName="menus"
        testId="menu-table"
      />
      {formDialog}
    </>
  );
}
