import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerPause, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { labelOf, PERMISSIONS, SCREEN_PATHS, USER_ACTIVE_FILTER, USER_STATUS, type UserListRow } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/hooks';
import { formatDate } from '../../../ui/dates';
import { ResourceList, type ResourceColumn, type ResourceFilter, type RowAction } from '../../../ui/resource';
import { StatusChip, type StatusTone } from '../../../ui/StatusChip';
import { usersApi, useUpdateUserStatusMutation, useUserManagementInitQuery } from '../users.api';

const NAMESPACE = 'users';

/**
 * Status chip (spec section 4): success for Active, error for Inactive (deactivated) or an unknown
 * state, primary otherwise (New, Locked, Reset still hold an active account).
 */
function statusChip(row: UserListRow, language: 'en' | 'ms'): { label: string; tone: StatusTone } {
  if (!row.active) return { label: labelOf(USER_ACTIVE_FILTER, 'false', language), tone: 'error' };
  if (row.status === 'A') return { label: labelOf(USER_STATUS, 'A', language), tone: 'success' };
  if (USER_STATUS.some((status) => status.code === row.status))
    return { label: labelOf(USER_STATUS, row.status, language), tone: 'primary' };
  return { label: row.status || '?', tone: 'error' };
}

/** /user/manage-user: every user the signed-in user may manage, with activate, deactivate, delete. */
export function ManageUserPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
  const can = useCan();
  const { data: init } = useUserManagementInitQuery();
  const [updateStatus] = useUpdateUserStatusMutation();

  const filters = useMemo<ResourceFilter[]>(
    () => [
      { type: 'select', key: 'filterRole', label: t('fields.role'), options: init?.roles ?? [] },
      { type: 'text', key: 'fullName', label: t('fields.fullName') },
      { type: 'text', key: 'email', label: t('fields.email') },
      { type: 'text', key: 'organizationName', label: t('fields.organizationName') },
      { type: 'text', key: 'contactNumber', label: t('fields.contactNumber') },
      {
        type: 'select',
        key: 'active',
        label: t('fields.status'),
        options: USER_ACTIVE_FILTER.map((option) => ({ value: option.code, label: option[language] })),
        defaultValue: 'all',
      },
    ],
    [t, init?.roles, language],
  );

  const columns: ResourceColumn<UserListRow>[] = [
    { key: 'username', header: t('fields.username'), sortKey: 'username' },
    { key: 'fullName', header: t('fields.fullName'), sortKey: 'fullName' },
    { key: 'email', header: t('fields.email'), sortKey: 'email' },
    { key: 'contactNumber', header: t('fields.contactNumber'), sortKey: 'contactNumber' },
    { key: 'roleName', header: t('fields.role'), sortKey: 'role' },
    { key: 'level', header: t('fields.level'), sortKey: 'level' },
    { key: 'organizationName', header: t('fields.organizationName'), sortKey: 'organizationName' },
    {
      key: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      render: (row) => <StatusChip {...statusChip(row, language)} />,
      exportValue: (row) => statusChip(row, language).label,
    },
    {
      key: 'createdAt',
      header: t('fields.createdAt'),
      sortKey: 'createdAt',
      render: (row) => formatDate(row.createdAt, 'displayDateTime'),
      exportValue: (row) => formatDate(row.createdAt, 'displayDateTime'),
    },
  ];

  const changeStatus = (action: 'activate' | 'deactivate' | 'delete') => async (row: UserListRow) =>
    (await updateStatus({ userId: row.userId, action }).unwrap()).message;

  const actions: RowAction<UserListRow>[] = [];
  if (can(PERMISSIONS.usersEdit)) {
    actions.push(
      {
        key: 'activate',
        label: t('actions.activate'),
        icon: IconPlayerPlay,
        hidden: (row) => row.active,
        run: changeStatus('activate'),
      },
      {
        key: 'deactivate',
        label: t('actions.deactivate'),
        icon: IconPlayerPause,
        hidden: (row) => !row.active,
        confirm: {
          title: t('confirm.deactivateTitle'),
          message: (row) => t('confirm.deactivateText', { name: row.fullName, username: row.username }),
          confirmLabel: t('actions.deactivate'),
          danger: true,
        },
        run: changeStatus('deactivate'),
      },
    );
  }
  if (can(PERMISSIONS.usersDelete)) {
    actions.push({
      key: 'delete',
      label: t('actions.delete'),
      icon: IconTrash,
      color: 'red',
      confirm: {
        title: t('confirm.deleteTitle'),
        message: (row) => t('confirm.deleteText', { name: row.fullName, username: row.username }),
        confirmLabel: t('actions.delete'),
        danger: true,
      },
      run: changeStatus('delete'),
    });
  }

  return (
    <ResourceList
      title={t('list.title')}
      description={t('list.subtitle')}
      endpoint={usersApi.endpoints.userList}
      columns={columns}
      rowKey={(row) => row.userId}
      rowLabel={(row) => row.username}
      filters={filters}
      defaultSort={{ key: 'createdAt', order: 'desc' }}
      rowActions={actions}
      exportName="users"
      testId="user-table"
      toolbar={
        can(PERMISSIONS.usersCreate) && (
          <Button
            component={Link}
            to={SCREEN_PATHS.createUser}
            leftSection={<IconUserPlus size={16} />}
            data-testid="create-user"
          >
            {t('list.create')}
          </Button>
        )
      }
    />
  );
}
