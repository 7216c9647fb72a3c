import { roleOptionCreateSchema, roleOptionUpdateSchema, type RoleOption } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useFormDialog, type FormField } from '../../../ui/resource';
import { useCreateRoleOptionMutation, useUpdateRoleOptionMutation } from '../access-control.api';

/**
 * The create and edit forms of a role option (a level), in a dialog: `create(roleCode)` starts
 * with the role filtered on, `edit(option)` changes its label, order and active flag (the role and
 * code never change). `roles`: the role choices, named in the UI language. Render `dialog` once.
 */
export function useRoleOptionForms(roles: readonly { value: string; label: string }[]) {
  const { t } = useTranslation('access-control');
  const [createOption] = useCreateRoleOptionMutation();
  const [updateOption] = useUpdateRoleOptionMutation();
  const [openForm, dialog] = useFormDialog();
  const changeable: FormField[] = [
    { name: 'label', label: t('options.label'), required: true },
    { name: 'sortOrder', label: t('options.sortOrder'), type: 'number', required: true },
    { name: 'active', label: t('options.active'), type: 'switch' },
  ];
  const form = { submitLabel: t('actions.save'), testId: 'role-option-form' };
  const create = (roleCode: string) =>
    openForm({
      ...form,
      title: t('options.create'),
      schema: roleOptionCreateSchema,
      initialValues: { roleCode, code: '', label: '', sortOrder: 0, active: true },
      fields: [
        { name: 'roleCode', label: t('options.role'), type: 'select', options: roles, required: true },
        { name: 'code', label: t('options.code'), required: true, description: t('options.codeHint') },
        ...changeable,
      ],
      onSubmit: async (values) => (await createOption(values).unwrap()).message,
    });
  const edit = ({ id, label, sortOrder, active }: RoleOption) =>
    openForm({
      ...form,
      title: t('options.edit'),
      schema: roleOptionUpdateSchema,
      initialValues: { id, label, sortOrder, active },
      fields: changeable,
      onSubmit: async (values) => (await updateOption(values).unwrap()).message,
    });
  return { create, edit, dialog };
}
