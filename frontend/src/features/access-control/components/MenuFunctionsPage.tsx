import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatSuccess, labelOf, MENU_FUNCTION, PERMISSIONS, type MenuEntry } from '@bo/shared';
import { ResourceList, useListKit } from '../../../ui/resource';
import { accessControlApi, useDeleteMenusMutation, useMenuInitQuery } from '../access-control.api';
import { useMenuForm } from './useMenuForm';

const { menusCreate, menusEdit, menusDelete } = PERMISSIONS;

/** /fac: the menu entries (navigation and permission codes) and the functions each offers. */
export function MenuFunctionsPage() {
  const list = useListKit<MenuEntry>('access-control', 'menus');
  const { t, labels, language, column, filter } = list;
  const { data: init } = useMenuInitQuery();
  const [deleteMenus] = useDeleteMenusMutation();
  const [openMenuForm, formDialog] = useMenuForm();
  const ms = language === 'ms';
  const name = (menu: MenuEntry) => (ms ? menu.nameMs : menu.nameEn);
  const action = list.actions((menu) => ({ name: name(menu), code: menu.code }));
  const groupNames = new Map(
    (init?.groups ?? []).map((group) => [group.groupName, (ms && group.groupNameMs) || group.groupName]),
  );
  const groups = [...groupNames].map(([value, label]) => ({ value, label }));
  const functionLabel = (code: string) => labelOf(MENU_FUNCTION, code, language);
  const categories = (init?.categories ?? []).map((code) => ({ value: code, label: labels.category(code) }));
  const remove = async (menu: MenuEntry) => {
    await deleteMenus({ ids: [menu.id] }).unwrap();
    return formatSuccess('MENU_DELETED', language);
  };
  return (
    <ResourceList
      words={list}
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
        filter.select('groupName', t('menus.group'), groups),
        filter.select('category', t('menus.category'), categories),
      ]}
      rowActions={[
        action.run('edit', IconEdit, (menu) => openMenuForm(menu), { permission: menusEdit }),
        action.destructive('delete', IconTrash, remove, { permission: menusDelete, hidden: (menu) => menu.isSystem }),
      ]}
      create={action.create(IconPlus, () => openMenuForm(), { permission: menusCreate, testId: 'create-menu' })}
      rowKey={(menu) => String(menu.id)}
      rowLabel={(menu) => menu.code}
      defaultSort={{ key: 'sortOrder', order: 'asc' }}
      exportName="menus"
      testId="menu-table"
      dialogs={formDialog}
    />
  );
}
