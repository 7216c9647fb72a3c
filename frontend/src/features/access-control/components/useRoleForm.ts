import { roleCreateSchema, type Role } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '../../../ui/resource';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../access-control.api';

/**
 * The create / edit form of a role in a dialog: `open()` creates, `open(role)` renames (the code
 * never changes). `onCreated` runs after a new role is saved (a new role has no access yet: the
 * page opens its access matrix). Render `dialog` once.
 */
export function useRoleForm(onCreated: (role: Role) => void) {
  const { t } = useTranslation('access-control');
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const [openForm, dialog] = useFormDialog();
  const open = (role?: Role) =>
    openForm({
      title: role ? t('roles.edit') : t('roles.create'),
      schema: roleCreateSchema,
      initialValues: { code: role?.code ?? '', name: role?.name ?? '' },
      fields: [
        {
          name: 'code',
          label: t('roles.code'),
          required: true,
          disabled: !!role,
          description: role ? undefined : t('roles.codeHint'),
        },
        { name: 'name', label: t('roles.name'), required: true },
      ],
      submitLabel: t('actions.save'),
      testId: 'role-form',
      onSubmit: async (values) => (await (role ? updateRole(values) : createRole(values)).unwrap()).message,
      then: role ? undefined : ({ code, name }) => onCreated({ code, name, isSystem: false, allPermissions: false }),
    });
  return [open, dialog] as const;
}
