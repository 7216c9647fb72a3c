import { IconPlayerPause, IconPlayerPlay, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { optionsOf, PERMISSIONS, SCREEN_PATHS, USER_ACTIVE_FILTER, type UserListRow } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { userStatusChip } from '../user-status';
import { usersApi, useUpdateUserStatusMutation, useUserManagementInitQuery } from '../users.api';

const column = columnsOf<UserListRow>();
const EDIT = PERMISSIONS.usersEdit;

/** /user/manage-user: every user the signed-in user may manage, with activate, deactivate, delete. */
export function ManageUserPage() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const { data: init } = useUserManagementInitQuery();
  const [updateStatus] = useUpdateUserStatusMutation();
  const change = (action: 'activate' | 'deactivate' | 'delete') => async (row: UserListRow) =>
    (await updateStatus({ userId: row.userId, action }).unwrap()).message;
  const confirm = (action: 'deactivate' | 'delete') => ({
    title: t(`confirm.${action}Title`),
    message: (row: UserListRow) => t(`confirm.${action}Text`, { name: row.fullName, username: row.username }),
    confirmLabel: t(`actions.${action}`),
    danger: true,
  });

  return (
    <ResourceList
      title={t('list.title')}
      description={t('list.subtitle')}
      endpoint={usersApi.endpoints.userList}
      columns={[
        column.text('username', t('fields.username'), { sort: true }),
        column.text('fullName', t('fields.fullName'), { sort: true }),
        column.text('email', t('fields.email'), { sort: true }),
        column.text('contactNumber', t('fields.contactNumber'), { sort: true }),
        column.text('roleName', t('fields.role'), { sort: 'role' }),
        column.text('level', t('fields.level'), { sort: true }),
        column.text('organizationName', t('fields.organizationName'), { sort: true }),
        column.status('status', t('fields.status'), (row) => userStatusChip(row, language), { sort: true }),
        column.date('createdAt', t('fields.createdAt'), { sort: true }),
      ]}
      filters={[
        { type: 'select', key: 'filterRole', label: t('fields.role'), options: init?.roles ?? [] },
        ...(['fullName', 'email', 'organizationName', 'contactNumber'] as const).map((key) => ({
          type: 'text' as const,
          key,
          label: t(`fields.${key}`),
        })),
        {
          type: 'select',
          key: 'active',
          label: t('fields.status'),
          options: optionsOf(USER_ACTIVE_FILTER, language),
          defaultValue: 'all',
        },
      ]}
      rowActions={[
        {
          key: 'activate',
          label: t('actions.activate'),
          icon: IconPlayerPlay,
          permission: EDIT,
          hidden: (row) => row.active,
          run: change('activate'),
        },
        {
          key: 'deactivate',
          label: t('actions.deactivate'),
          icon: IconPlayerPause,
          permission: EDIT,
          hidden: (row) => !row.active,
          confirm: confirm('deactivate'),
          run: change('deactivate'),
        },
        {
          key: 'delete',
          label: t('actions.delete'),
          icon: IconTrash,
          color: 'red',
          permission: PERMISSIONS.usersDelete,
          confirm: confirm('delete'),
          run: change('delete'),
        },
      ]}
      create={{
        label: t('list.create'),
        to: SCREEN_PATHS.createUser,
        permission: PERMISSIONS.usersCreate,
        icon: IconUserPlus,
        testId: 'create-user',
      }}
      rowKey={(row) => row.userId}
      rowLabel={(row) => row.username}
      defaultSort={{ key: 'createdAt', order: 'desc' }}
      exportName="users"
      testId="user-table"
    />
  );
}
