import { IconEdit, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type RoleOption } from '@bo/shared';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { ResourceList, useListKit } from '../../../ui/resource';
import { roleOptionList, useAllRoleOptionsQuery, useUacInitQuery } from '../access-control.api';
import { useRoleOptionForms } from './useRoleOptionForms';

const { roleOptionsCreate, roleOptionsEdit, rolesView } = PERMISSIONS;

/**
 * /Settings/roleOptions/roleOptionsList: the levels a user of each role can hold (chosen with the
 * role on the user form). Few rows per role: one call answers them all (access-control.api.ts
 * pages them); the role filter is in the URL (`?roleCode=`) and a new option starts in that role.
 */
export function RoleOptionsPage() {
  const list = useListKit<RoleOption>('access-control', 'options');
  const { t, labels, column, filter, action } = list;
  const roleCode = useSearchParams()[0].get('roleCode') ?? '';
  // The roles by name (roles.view), else the codes the options have (the list's own call).
  const can = useCan();
  const { data: init } = useUacInitQuery(undefined, { skip: !can(rolesView) });
  const { data: options } = useAllRoleOptionsQuery();
  const codes = [...new Set((options ?? []).map((option) => option.roleCode))].map((code) => ({ value: code, label: code }));
  const roles = labels.roles(init?.roles ?? codes);
  const roleName = (option: RoleOption) => roles.find((role) => role.value === option.roleCode)?.label ?? option.roleCode;
  const level = (option: RoleOption) => labels.level(option.code, option.label);
  const forms = useRoleOptionForms(roles);
  return (
    <ResourceList
      words={list}
      endpoint={roleOptionList}
      columns={[
        column.text('roleCode', t('options.role'), { sort: true, value: roleName }),
        column.text('code', t('options.code'), { sort: true }),
        column.text('label', t('options.label'), { sort: true, value: level }),
        column.text('sortOrder', t('options.sortOrder'), { sort: true }),
        column.active('active', t('options.status'), [t('options.active'), t('options.inactive')], { sort: true }),
      ]}
      filters={[filter.select('roleCode', t('options.role'), roles, { placeholder: t('options.allRoles') })]}
      rowActions={[action.run('edit', IconEdit, forms.edit, { permission: roleOptionsEdit })]}
      create={action.create(IconPlus, () => forms.create(roleCode), {
        permission: roleOptionsCreate,
        testId: 'create-role-option',
      })}
      rowKey={(option) => String(option.id)}
      rowLabel={level}
      defaultSort={{ key: 'roleCode', order: 'asc' }}
      exportName="role-options"
      testId="role-option-table"
      dialogs={forms.dialog}
    />
  );
}
