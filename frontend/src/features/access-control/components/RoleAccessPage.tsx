import { IconEdit, IconKey, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type Role } from '@bo/shared';
import { useCan } from '../../../app/hooks';
import { useDialog } from '../../../ui/Dialog';
import { ResourceList, useListKit } from '../../../ui/resource';
import { accessControlApi } from '../access-control.api';
import { AccessMatrix } from './AccessMatrix';
import { useRoleForm } from './useRoleForm';

/** /uac: roles, their names, and what each may do on every menu entry (the access matrix). */
export function RoleAccessPage() {
  const list = useListKit<Role>('access-control', 'roles');
  const { t, labels, column, filter, action } = list;
  const editable = useCan()(PERMISSIONS.rolesEdit);
  const [openDialog, matrixDialog] = useDialog();
  const name = (role: Role) => labels.role(role.code, role.name);
  const openAccess = (role: Role) =>
    openDialog({
      title: t('access.title', { role: name(role) }),
      size: 'xl',
      render: (close) => <AccessMatrix roleCode={role.code} editable={editable} onSaved={close} />,
    });
  // A new role has no access yet: straight to its matrix.
  const [openRoleForm, roleDialog] = useRoleForm(openAccess);
  return (
    <ResourceList
      words={list}
      endpoint={accessControlApi.endpoints.roleList}
      columns={[
        column.text('code', t('roles.code'), { sort: true }),
        column.text('name', t('roles.name'), {
          sort: true,
          value: name,
          badge: (role) => role.allPermissions && t('roles.allPermissions'),
        }),
        column.text('userCount', t('roles.userCount'), { sort: true }),
        column.date('createdAt', t('roles.createdAt'), { sort: true, format: 'display' }),
      ]}
      filters={[filter.text('name', t('roles.name'))]}
      rowActions={[
        action.run('access', IconKey, openAccess, { label: t('roles.editAccess') }),
        action.run('edit', IconEdit, (role) => openRoleForm(role), { permission: PERMISSIONS.rolesEdit }),
      ]}
      create={action.create(IconPlus, () => openRoleForm(), { permission: PERMISSIONS.rolesCreate, testId: 'create-role' })}
      rowKey={(role) => role.code}
      rowLabel={(role) => role.code}
      defaultSort={{ key: 'code', order: 'asc' }}
      exportName="roles"
      testId="role-table"
      dialogs={[roleDialog, matrixDialog]}
    />
  );
}
