import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, roleOptionCreateSchema, roleOptionUpdateSchema, type RoleOption } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { PageLoader } from '../../../ui/PageLoader';
import { ResourceForm } from '../../../ui/resource';
import { columnsOf } from '../../../ui/columns';
import { useRecordLabels } from '../../../ui/record-labels';
import { DataTable } from '../../../ui/DataTable';
import {
  useAllRoleOptionsQuery,
  useCreateRoleOptionMutation,
  useUacInitQuery,
  useUpdateRoleOptionMutation,
} from '../access-control.api';

const NAMESPACE = 'access-control';
const column = columnsOf<RoleOption>();

type Editing = { mode: 'create' } | { mode: 'edit'; option: RoleOption } | null;

/**
 * /Settings/roleOptions/roleOptionsList: the levels a user of each role can hold (chosen with the
 * role on the user form). Few rows per role, so one call lists them all; the role filter is in
 * the URL (`?roleCode=`).
 */
export function RoleOptionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const roleCode = params.get('roleCode') ?? '';
  const { data: options, isLoading, error, refetch } = useAllRoleOptionsQuery();
  const { data: init } = useUacInitQuery(undefined, { skip: !can(PERMISSIONS.rolesView) });
  const [createOption] = useCreateRoleOptionMutation();
  const [updateOption] = useUpdateRoleOptionMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const labels = useRecordLabels();
  const roles = (
    init?.roles ?? [...new Set((options ?? []).map((option) => option.roleCode))].map((code) => ({ value: code, label: code }))
  ).map((role) => ({ value: role.value, label: labels.role(role.value, role.label) }));
  const roleName = (code: string) => roles.find((role) => role.value === code)?.label ?? code;
  const rows = (options ?? [])
    .filter((option) => !roleCode || option.roleCode === roleCode)
    .sort((a, b) => a.roleCode.localeCompare(b.roleCode) || a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2" data-testid="page-title">
            {t('options.title')}
          </Title>
          <Text c="dimmed">{t('options.subtitle')}</Text>
        </div>
        {can(PERMISSIONS.roleOptionsCreate) && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ mode: 'create' })}
            data-testid="create-role-option"
          >
            {t('options.create')}
          </Button>
        )}
      </Group>
      <Select
        label={t('options.role')}
        placeholder={t('options.allRoles')}
        data={roles}
        value={roleCode || null}
        onChange={(value) => setParams(value ? { roleCode: value } : {})}
        clearable
        maw={320}
      />
      {isLoading && <PageLoader />}
      {error !== undefined && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            {errorMessage(error, t('options.loadFailed'))}
            <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
              {t('common:resource.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {options && (
        <DataTable
          rows={rows}
          rowKey={(option) => String(option.id)}
          rowProps={(option) => ({ 'data-row-key': String(option.id) })}
          testId="role-option-table"
          emptyText={t('common:resource.empty')}
          columns={[
            column.text('roleCode', t('options.role'), { value: (option) => roleName(option.roleCode) }),
            column.text('code', t('options.code')),
            column.text('label', t('options.label'), { value: (option) => labels.level(option.code, option.label) }),
            column.text('sortOrder', t('options.sortOrder')),
            column.status('active', t('options.status'), (option) => ({
              label: option.active ? t('options.active') : t('options.inactive'),
              tone: option.active ? 'success' : 'error',
            })),
          ]}
          actionsLabel={t('common:resource.actions')}
          actions={(option) =>
            can(PERMISSIONS.roleOptionsEdit) && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('options.editOf', { label: labels.level(option.code, option.label) })}
                onClick={() => setEditing({ mode: 'edit', option })}
              >
                <IconEdit size={18} />
              </ActionIcon>
            )
          }
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('options.edit') : t('options.create')}
        size="lg"
        centered
      >
        {editing?.mode === 'create' && (
          <ResourceForm
            schema={roleOptionCreateSchema}
            initialValues={{ roleCode, code: '', label: '', sortOrder: 0, active: true }}
            fields={[
              { name: 'roleCode', label: t('options.role'), type: 'select', options: roles, required: true },
              { name: 'code', label: t('options.code'), required: true, description: t('options.codeHint') },
              { name: 'label', label: t('options.label'), required: true },
              { name: 'sortOrder', label: t('options.sortOrder'), type: 'number', required: true },
              { name: 'active', label: t('options.active'), type: 'switch' },
            ]}
            submitLabel={t('actions.save')}
            testId="role-option-form"
            onSubmit={async (values) => {
              toastSuccess((await createOption(values).unwrap()).message);
              setEditing(null);
            }}
          />
        )}
        {editing?.mode === 'edit' && (
          <ResourceForm
            schema={roleOptionUpdateSchema}
            initialValues={{
              id: editing.option.id,
              label: editing.option.label,
              sortOrder: editing.option.sortOrder,
              active: editing.option.active,
            }}
            fields={[
              { name: 'label', label: t('options.label'), required: true },
              { name: 'sortOrder', label: t('options.sortOrder'), type: 'number', required: true },
              { name: 'active', label: t('options.active'), type: 'switch' },
            ]}
            submitLabel={t('actions.save')}
            testId="role-option-form"
            onSubmit={async (values) => {
              toastSuccess((await updateOption(values).unwrap()).message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
