import { updateUserSchema, type UserListRow } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useRecordLabels } from '../../../ui/record-labels';
import { useFormDialog } from '../../../ui/resource';
import { useUpdateUserMutation, useUserManagementInitQuery } from '../users.api';
import { clearLevelOnRoleChange, userFields, type UserFormValues } from './user-form';

/**
 * Manage User's edit (spec: add, edit, activate, deactivate, delete; `PUT /bo/User`, users.edit):
 * the Create User fields in a dialog, filled from the row, but the username and the organization,
 * which never change. Render `dialog` once; `edit(row)` opens it.
 */
export function useEditUser() {
  const { t } = useTranslation('users');
  const labels = useRecordLabels();
  const { data: init } = useUserManagementInitQuery();
  const [updateUser] = useUpdateUserMutation();
  const [openForm, dialog] = useFormDialog();
  const edit = (row: UserListRow) =>
    openForm<typeof updateUserSchema, UserFormValues & { userId: string }>({
      title: t('edit.title', { username: row.username }),
      schema: updateUserSchema,
      initialValues: {
        userId: row.userId,
        role: row.role,
        level: row.level ?? '',
        fullName: row.fullName,
        idType: row.idType ?? 'MYKAD',
        idNumber: row.idNumber ?? '',
        email: row.email,
        mobileNumber: row.contactNumber ?? '',
      },
      fields: (values) => userFields({ t, language: labels.language, labels, init }, values),
      onValuesChange: clearLevelOnRoleChange,
      submitLabel: t('edit.submit'),
      testId: 'edit-user-form',
      note: t('edit.fixed'),
      onSubmit: async (values) => (await updateUser(values).unwrap()).message,
    });
  return [edit, dialog] as const;
}
