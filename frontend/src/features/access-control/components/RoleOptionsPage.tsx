import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, roleOptionCreateSchema, roleOptionUpdateSchema, type RoleOption } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { PageLoader } from '../../../ui/PageLoader';
import { ResourceForm } from '../../../ui/resource';
import { StatusChip } from '../../../ui/StatusChip';
import {
  useAllRoleOptionsQuery,
  useCreateRoleOptionMutation,
  useUacInitQuery,
  useUpdateRoleOptionMutation,
} from '../access-control.api';

const NAMESPACE = 'access-control';

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

  const roles =
    init?.roles ?? [...new Set((options ?? []).map((option) => option.roleCode))].map((code) => ({ value: code, label: code }));
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
        <Paper withBorder>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover data-testid="role-option-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('options.role')}</Table.Th>
                  <Table.Th>{t('options.code')}</Table.Th>
                  <Table.Th>{t('options.label')}</Table.Th>
                  <Table.Th>{t('options.sortOrder')}</Table.Th>
                  <Table.Th>{t('options.status')}</Table.Th>
                  <Table.Th w={60} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="lg">
                        {t('common:resource.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((option) => (
                  <Table.Tr key={option.id} data-row-key={option.id}>
                    <Table.Td>{roleName(option.roleCode)}</Table.Td>
                    <Table.Td>{option.code}</Table.Td>
                    <Table.Td>{option.label}</Table.Td>
                    <Table.Td>{option.sortOrder}</Table.Td>
                    <Table.Td>
                      <StatusChip
                        label={option.active ? t('options.active') : t('options.inactive')}
                        tone={option.active ? 'success' : 'error'}
                      />
                    </Table.Td>
                    <Table.Td>
                      {can(PERMISSIONS.roleOptionsEdit) && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('options.editOf', { label: option.label })}
                          onClick={() => setEditing({ mode: 'edit', option })}
                        >
                          <IconEdit size={18} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
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
