import { Stack } from '@mantine/core';
import { SCREEN_PATHS, type MarkupGroup } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toastSuccess } from '../../../lib/toast';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { ResourceForm, useConfirm } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useCreateMarkupGroupMutation, useMarkupGroupQuery, useUpdateMarkupGroupMutation } from '../markup-groups.api';
import { groupFields, groupFormSchema, groupValues, type GroupValues } from './markup-group-form';

/**
 * /Group/create-group (markup-groups.create) and /Group/edit-group?id= (markup-groups.edit): one
 * form for a mark-up group. Turning off a group that organizations are assigned to is asked first.
 */
export function MarkupGroupFormPage() {
  const { t } = useTranslation('markup-groups');
  const editing = useLocation().pathname === SCREEN_PATHS.editMarkupGroup;
  const id = useSearchParams()[0].get('id') ?? '';
  const existing = useMarkupGroupQuery(id, { skip: !editing || !id });
  // An edit link without its id (typed by hand): the list, where the records are.
  if (editing && !id) return <Navigate to={SCREEN_PATHS.markupGroups} replace />;
  if (editing && existing.error) return <LoadError error={existing.error} onRetry={existing.refetch} />;
  if (editing && !existing.data) return <PageLoader />;
  return (
    <Stack gap="md" maw={860}>
      <PageHeader title={editing ? t('form.editTitle') : t('form.createTitle')} description={t('form.subtitle')} />
      <MarkupGroupForm group={editing ? existing.data : undefined} />
    </Stack>
  );
}

function MarkupGroupForm({ group }: { group?: MarkupGroup }) {
  const { t } = useTranslation('markup-groups');
  const language = useLanguage();
  const [create] = useCreateMarkupGroupMutation();
  const [update] = useUpdateMarkupGroupMutation();
  const [confirm, confirmDialog] = useConfirm();
  return (
    <>
      <ResourceForm
        testId="markup-group-form"
        schema={(values: GroupValues) => groupFormSchema(t, values)}
        initialValues={groupValues(group)}
        fields={(values) => groupFields(t, language, values)}
        submitLabel={t('form.save')}
        cancelTo={SCREEN_PATHS.markupGroups}
        onValuesChange={(values, previous, form) => {
          // Switching off a group organizations are assigned to is asked first; 'no' switches it back on.
          const count = group?.organizationCount ?? 0;
          if (!previous.active || values.active || !group?.active || count === 0) return;
          void confirm({
            title: t('form.deactivateTitle'),
            message: t('form.deactivateText', { name: group.name, count }),
            confirmLabel: t('form.deactivate'),
            danger: true,
          }).then((yes) => {
            if (!yes) form.setFieldValue('active', true);
          });
        }}
        onSubmit={async (body) => {
          const result = await (group ? update({ ...body, markupGroupListID: group.markupGroupListID }) : create(body)).unwrap();
          toastSuccess(result.message);
          return SCREEN_PATHS.markupGroups;
        }}
      />
      {confirmDialog}
    </>
  );
}
