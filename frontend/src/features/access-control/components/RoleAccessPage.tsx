import { useMemo, useState } from 'react';
import { Badge, Button, Modal } from '@mantine/core';
import { IconEdit, IconKey, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, roleCreateSchema, type Role } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { useRecordLabels } from '../../../ui/record-labels';
import { ResourceForm, ResourceList, type ResourceFilter, type RowAction } from '../../../ui/resource';
import { accessControlApi, useCreateRoleMutation, useUpdateRoleMutation } from '../access-control.api';
import { AccessMatrix } from './AccessMatrix';

const NAMESPACE = 'access-control';
const column = columnsOf<Role>();

type Editing = { mode: 'create' } | { mode: 'edit'; role: Role } | null;

/** /uac: roles, their names, and what each may do on every menu entry (the access matrix). */
export function RoleAccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const [accessOf, setAccessOf] = useState<Role | null>(null);
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const labels = useRecordLabels();

  const filters = useMemo<ResourceFilter[]>(() => [{ type: 'text', key: 'name', label: t('roles.name') }], [t]);
  const columns = [
    column.text('code', t('roles.code'), { sort: true }),
    column.text('name', t('roles.name'), {
      sort: true,
      value: (role) => labels.role(role.code, role.name),
      render: (role) => (
        <>
          {labels.role(role.code, role.name)}{' '}
          {role.allPermissions && (
            <Badge size="sm" variant="light" color="gray" ml={4}>
              {t('roles.allPermissions')}
            </Badge>
          )}
        </>
      ),
    }),
    column.text('userCount', t('roles.userCount'), { sort: true }),
    column.date('createdAt', t('roles.createdAt'), { sort: true, format: 'display' }),
  ];
  const actions: RowAction<Role>[] = [
    { key: 'access', label: t('roles.editAccess'), icon: IconKey, run: (role) => setAccessOf(role) },
  ];
  if (can(PERMISSIONS.rolesEdit)) {
    actions.push({ key: 'edit', label: t('roles.edit'), icon: IconEdit, run: (role) => setEditing({ mode: 'edit', role }) });
  }

  return (
    <>
      <ResourceList
        title={t('roles.title')}
        description={t('roles.subtitle')}
        endpoint={accessControlApi.endpoints.roleList}
        columns={columns}
        rowKey={(role) => role.code}
        rowLabel={(role) => role.code}
        filters={filters}
        defaultSort={{ key: 'code', order: 'asc' }}
        rowActions={actions}
        exportName="roles"
        testId="role-table"
        toolbar={
          can(PERMISSIONS.rolesCreate) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })} data-testid="create-role">
              {t('roles.create')}
            </Button>
          )
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('roles.edit') : t('roles.create')}
        size="lg"
        centered
      >
        {editing && (
          <ResourceForm
            schema={roleCreateSchema}
            initialValues={
              editing.mode === 'edit' ? { code: editing.role.code, name: editing.role.name } : { code: '', name: '' }
            }
            fields={[
              {
                name: 'code',
                label: t('roles.code'),
                required: true,
                disabled: editing.mode === 'edit',
                description: editing.mode === 'create' ? t('roles.codeHint') : undefined,
              },
              { name: 'name', label: t('roles.name'), required: true },
            ]}
            submitLabel={t('actions.save')}
            testId="role-form"
            onSubmit={async (values) => {
              if (editing.mode === 'edit') {
                toastSuccess((await updateRole(values).unwrap()).message);
                setEditing(null);
                return;
              }
              toastSuccess((await createRole(values).unwrap()).message);
              setEditing(null);
              // A new role has no access yet: go straight to its matrix.
              setAccessOf({ code: values.code, name: values.name, isSystem: false, allPermissions: false });
            }}
          />
        )}
      </Modal>
      <Modal
        opened={accessOf !== null}
        onClose={() => setAccessOf(null)}
        title={accessOf ? t('access.title', { role: labels.role(accessOf.code, accessOf.name) }) : ''}
        size="xl"
        centered
      >
        {accessOf && (
          <AccessMatrix roleCode={accessOf.code} editable={can(PERMISSIONS.rolesEdit)} onSaved={() => setAccessOf(null)} />
        )}
      </Modal>
    </>
  );
}
