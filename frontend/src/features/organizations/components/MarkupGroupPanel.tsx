import { Badge, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { assignOrganizationGroupSchema, PERMISSIONS, type OrganizationGroup } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCan } from '../../../app/hooks';
import { toastSuccess } from '../../../lib/toast';
import { LoadError } from '../../../ui/LoadError';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useAssignOrganizationGroupMutation, useMarkupGroupsQuery, useOrganizationGroupQuery } from '../../markup-groups';
import { ProfilePanel } from './ProfilePanel';

const NAMESPACE = 'organizations';
/** The choice that stands for no group of its own: the default B2B group prices the organization. */
const DEFAULT_GROUP = 'DEFAULT';

/**
 * The organization's mark-up group (profile tab, markup-groups.view): the group assigned to it and
 * the one its prices use (the assigned one, else the default B2B group). A user with
 * markup-groups.edit picks an active B2B group or the default (`AssignOrganizationGroup`).
 */
export function MarkupGroupPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const current = useOrganizationGroupQuery(organizationId);
  return (
    <ProfilePanel title={t('markupGroup.title')}>
      {current.error ? (
        <LoadError error={current.error} onRetry={current.refetch} />
      ) : !current.data ? (
        <Center mih={80}>
          <Loader size="sm" aria-label={t('markupGroup.loading')} />
        </Center>
      ) : (
        <GroupDetails group={current.data} />
      )}
    </ProfilePanel>
  );
}

function GroupDetails({ group }: { group: OrganizationGroup }) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('markupGroup.assigned')}
          </Text>
          <Text fw={500} data-testid="markup-group-assigned">
            {group.assigned?.name ?? t('markupGroup.none')}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('markupGroup.effective')}
          </Text>
          <Group gap="xs">
            <Text fw={500} data-testid="markup-group-effective">
              {group.effective?.name ?? t('markupGroup.noEffective')}
            </Text>
            {group.effective?.isDefault && (
              <Badge size="sm" variant="light" color="gray">
                {t('markupGroup.defaultBadge')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {can(PERMISSIONS.markupGroupsEdit) && <AssignForm group={group} />}
    </Stack>
  );
}

function AssignForm({ group }: { group: OrganizationGroup }) {
  const { t } = useTranslation(NAMESPACE);
  const groups = useMarkupGroupsQuery({ customerType: 'B2B', activeOnly: true });
  const [assign] = useAssignOrganizationGroupMutation();
  const { form, submit, submitting, error } = useSchemaForm({
    schema: assignOrganizationGroupSchema.extend({
      markupGroupListID: z.preprocess(
        (value) => (value === DEFAULT_GROUP ? null : value),
        assignOrganizationGroupSchema.shape.markupGroupListID,
      ),
    }),
    initialValues: {
      organizationId: group.organizationId,
      markupGroupListID: group.assigned?.markupGroupListID ?? DEFAULT_GROUP,
    },
    onSubmit: async (body) => {
      toastSuccess((await assign(body).unwrap()).message);
    },
  });
  // The group assigned stays a choice even when it is no longer active (it is shown as it is).
  const active = (groups.data ?? []).map((option) => ({ value: option.markupGroupListID, label: option.name }));
  const assigned = group.assigned;
  const options = [
    { value: DEFAULT_GROUP, label: t('markupGroup.useDefault') },
    ...(assigned && !active.some((option) => option.value === assigned.markupGroupListID)
      ? [{ value: assigned.markupGroupListID, label: assigned.name }]
      : []),
    ...active,
  ];
  const input = form.getInputProps('markupGroupListID');
  // The profile's details form keeps the one unsaved-changes guard of the screen: none here.
  return (
    <form onSubmit={submit} noValidate data-testid="markup-group-form">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('markupGroup.choose')}
            description={t('markupGroup.chooseHint')}
            data={options}
            searchable
            allowDeselect={false}
            disabled={groups.isLoading}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            comboboxProps={{ withinPortal: true }}
            {...input}
            value={(input.value as string) || DEFAULT_GROUP}
            onChange={(value) => input.onChange(value ?? DEFAULT_GROUP)}
            data-testid="markup-group-select"
          />
          <Button type="submit" loading={submitting} disabled={!form.isDirty()} data-testid="markup-group-save">
            {t('markupGroup.save')}
          </Button>
        </Group>
        {error}
      </Stack>
    </form>
  );
}
