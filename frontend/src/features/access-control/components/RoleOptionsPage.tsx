import { ActionIcon, Select, Stack } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type RoleOption } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useRecordLabels } from '../../../ui/record-labels';
import { CreateButton } from '../../../ui/resource';
import { useAllRoleOptionsQuery, useUacInitQuery } from '../access-control.api';
import { useRoleOptionForms } from './useRoleOptionForms';

const column = columnsOf<RoleOption>();
const byRoleThenOrder = (a: RoleOption, b: RoleOption) =>
  a.roleCode.localeCompare(b.roleCode) || a.sortOrder - b.sortOrder || a.code.localeCompare(b.code);

/**
 * /Settings/roleOptions/roleOptionsList: the levels a user of each role can hold (chosen with the
 * role on the user form). Few rows per role, so one call lists them all; the role filter is in
 * the URL (`?roleCode=`).
 */
export function RoleOptionsPage() {
  const { t } = useTranslation('access-control');
  const can = useCan();
  const labels = useRecordLabels();
  const [params, setParams] = useSearchParams();
  const roleCode = params.get('roleCode') ?? '';
  const { data: options, isLoading, error, refetch } = useAllRoleOptionsQuery();
  const { data: init } = useUacInitQuery(undefined, { skip: !can(PERMISSIONS.rolesView) });
  const roles = (
    init?.roles ?? [...new Set((options ?? []).map((option) => option.roleCode))].map((code) => ({ value: code, label: code }))
  ).map((role) => ({ value: role.value, label: labels.role(role.value, role.label) }));
  const roleName = (option: RoleOption) => roles.find((role) => role.value === option.roleCode)?.label ?? option.roleCode;
  const rows = (options ?? []).filter((option) => !roleCode || option.roleCode === roleCode).sort(byRoleThenOrder);
  const forms = useRoleOptionForms(roles);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('options.title')}
        description={t('options.subtitle')}
        actions={
          <CreateButton
            create={{
              label: t('options.create'),
              onClick: () => forms.create(roleCode),
              permission: PERMISSIONS.roleOptionsCreate,
              icon: IconPlus,
              testId: 'create-role-option',
            }}
          />
        }
      />
      <Select
        label={t('options.role')}
        placeholder={t('options.allRoles')}
        data={roles}
        value={roleCode || null}
        onChange={(value) => setParams(value ? { roleCode: value } : {})}
        clearable
        maw={320}
      />
      <DataTable
        rows={rows}
        loading={isLoading}
        error={error}
        onRetry={refetch}
        rowKey={(option) => String(option.id)}
        rowProps={(option) => ({ 'data-row-key': String(option.id) })}
        testId="role-option-table"
        emptyText={t('common:resource.empty')}
        columns={[
          column.text('roleCode', t('options.role'), { value: roleName }),
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
              onClick={() => forms.edit(option)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          )
        }
      />
      {forms.dialog}
    </Stack>
  );
}
