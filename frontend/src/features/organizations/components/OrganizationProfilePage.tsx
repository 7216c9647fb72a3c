import { Alert, Button, Group, Loader, Center, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconFileText,
  IconHistory,
  IconId,
  IconKey,
  IconPercentage,
  IconReceipt,
  IconTags,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { DEFAULT_COUNTRY_CODE, PERMISSIONS, updateOrganizationSchema, type OrganizationDetails, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector, useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { BackLink } from '../../../ui/BackLink';
import { formatDate } from '../../../ui/dates';
import { ResourceForm, type FormField } from '../../../ui/resource';
import {
  useCountryListQuery,
  useOrganizationDetailsQuery,
  useOrganizationHistoryQuery,
  useOrganizationTypeListQuery,
  useUpdateOrganizationMutation,
} from '../organizations.api';
import { DocumentsPanel } from './DocumentsPanel';
import { MarkupGroupPanel } from './MarkupGroupPanel';
import { asFieldError, profileFields, type ProfileValues } from './organization-fields';
import { OrganizationStatusChip } from './OrganizationStatusChip';
import { ProductRateCodesPanel } from './ProductRateCodesPanel';
import { SecretKeyPanel } from './SecretKeyPanel';
import { useOrganizationDecision } from './useOrganizationDecision';
import { useLanguage } from '../../../ui/useLanguage';
import { DataTable } from '../../../ui/DataTable';
import { ProfileTabs } from '../../../ui/ProfileTabs';
import { columnsOf } from '../../../ui/columns';
import { useRecordLabels } from '../../../ui/record-labels';
import { ReceivablesTab } from '../../invoicing';
import { userStatusChip } from '../../users';
import { ProfilePanel } from './ProfilePanel';

const NAMESPACE = 'organizations';

/**
 * /organization/organization-profile/:ID: one organization in tabs (the tab is kept in the address,
 * `?tab=documents`): details (update), supporting documents (open, replace, add), product rate
 * codes, its users, the secret key and the history of its events. Approvers decide a pending one
 * here too, after reading its documents. An agency user sees only its own (the API answers 404
 * for another's).
 */
export function OrganizationProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { ID: organizationId = '' } = useParams();
  const can = useCan();
  const isStaff = useAppSelector((state) => (state.session.user?.organizationId ?? null) === null);
  const { data: organization, error, isLoading } = useOrganizationDetailsQuery(organizationId);
  const decision = useOrganizationDecision();

  if (isLoading) {
    return (
      <Center mih={240}>
        <Loader aria-label={t('profile.loading')} />
      </Center>
    );
  }
  if (!organization) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={t('profile.loadFailed')}>
        {errorMessage(error, t('common:resource.loadFailedText'))}
      </Alert>
    );
  }

  const canEdit = can(PERMISSIONS.organizationsEdit) && organization.status !== 'rejected';
  const canDecide = isStaff && can(PERMISSIONS.organizationsApprove) && organization.status === 'pending';
  const target = { organizationId: organization.organizationId, organizationName: organization.organizationName };

  return (
    <Stack gap="md" maw={1100}>
      {isStaff && <BackLink to={SCREEN_PATHS.organizations} label={t('profile.backToList')} />}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="page-title">
              {organization.organizationName}
            </Title>
            <span data-testid="organization-status">
              <OrganizationStatusChip status={organization.status} language={language} />
            </span>
          </Group>
          <Text c="dimmed" size="sm">
            {t('profile.subtitle', {
              code: organization.organizationCode,
              date: formatDate(organization.createdAt, 'displayDateTime'),
            })}
          </Text>
        </div>
        {canDecide && (
          <Group gap="sm">
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => void decision.reject(target)}
              data-testid="profile-reject"
            >
              {t('decision.reject')}
            </Button>
            <Button
              leftSection={<IconCheck size={16} />}
              onClick={() => void decision.approve(target)}
              data-testid="profile-approve"
            >
              {t('decision.approve')}
            </Button>
          </Group>
        )}
      </Group>
      {organization.status === 'pending' && (
        <Alert color="blue" variant="light" data-testid="pending-notice">
          {canDecide ? t('profile.pendingDecide') : t('profile.pendingWait')}
        </Alert>
      )}
      {organization.status === 'rejected' && (
        <Alert color="red" variant="light" title={t('profile.rejectedTitle')} data-testid="rejected-notice">
          {organization.statusReason}
        </Alert>
      )}

      <ProfileTabs
        tabs={[
          { key: 'details', icon: IconId, panel: <DetailsForm organization={organization} canEdit={canEdit} /> },
          { key: 'documents', icon: IconFileText, panel: <DocumentsPanel organization={organization} canEdit={canEdit} /> },
          { key: 'rateCodes', icon: IconTags, panel: <ProductRateCodesPanel organization={organization} canEdit={canEdit} /> },
          // Staff who see mark-up groups see the organization's (agencies never see their pricing).
          isStaff &&
            can(PERMISSIONS.markupGroupsView) && {
              key: 'markupGroup',
              icon: IconPercentage,
              panel: <MarkupGroupPanel organizationId={organization.organizationId} />,
            },
          // What it owes (invoicing's panel; the API limits an agency user to its own).
          can(PERMISSIONS.invoicesView) && {
            key: 'receivables',
            icon: IconReceipt,
            panel: <ReceivablesTab organizationId={organization.organizationId} />,
          },
          { key: 'users', icon: IconUsers, panel: <UsersPanel organization={organization} /> },
          { key: 'secretKey', icon: IconKey, panel: <SecretKeyPanel organization={organization} canEdit={canEdit} /> },
          { key: 'history', icon: IconHistory, panel: <HistoryPanel organizationId={organization.organizationId} /> },
        ]
          .filter((tab) => tab !== false)
          .map((tab) => ({ ...tab, label: t(`profile.tabs.${tab.key}`) }))}
      />
      {decision.dialogs}
    </Stack>
  );
}

type DetailsValues = ProfileValues & { organizationId: string };

function detailsOf(organization: OrganizationDetails): DetailsValues {
  return {
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    registrationNumber: organization.registrationNumber ?? '',
    organizationType: organization.organizationType ?? '',
    email: organization.email ?? '',
    contactNumber: organization.contactNumber ?? '',
    contactPersonName: organization.contactPersonName ?? '',
    addressLine1: organization.addressLine1 ?? '',
    addressLine2: organization.addressLine2 ?? '',
    postcode: organization.postcode ?? '',
    city: organization.city ?? '',
    state: organization.state ?? '',
    countryCode: organization.countryCode ?? DEFAULT_COUNTRY_CODE,
  };
}

/** The profile fields as at sign-up; shown read-only without organizations.edit or once rejected. */
function DetailsForm({ organization, canEdit }: { organization: OrganizationDetails; canEdit: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: countries } = useCountryListQuery();
  const { data: types } = useOrganizationTypeListQuery(language);
  const [update] = useUpdateOrganizationMutation();
  const fields = (values: DetailsValues): FormField[] => profileFields(t, values, countries, types, { language });

  return (
    <ResourceForm<typeof updateOrganizationSchema, DetailsValues>
      schema={updateOrganizationSchema}
      initialValues={detailsOf(organization)}
      fields={fields}
      readOnly={!canEdit}
      submitLabel={t('profile.save')}
      testId="organization-details-form"
      onValuesChange={(values, previous, form) => {
        if (values.countryCode !== previous.countryCode && previous.countryCode && values.state) form.setFieldValue('state', '');
      }}
      onSubmit={async (values) => {
        toastSuccess((await update(values).unwrap().catch(asFieldError)).message);
      }}
    />
  );
}

const userColumn = columnsOf<OrganizationDetails['users'][number]>();

function UsersPanel({ organization }: { organization: OrganizationDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const labels = useRecordLabels();
  const { language } = labels;
  return (
    <ProfilePanel title={t('users.title')}>
      {organization.users.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="users-empty">
          {organization.status === 'approved' ? t('users.empty') : t('users.emptyUntilApproved')}
        </Text>
      ) : (
        <DataTable
          rows={organization.users}
          rowKey={(user) => user.userId}
          withBorder={false}
          testId="organization-user-table"
          columns={[
            ...userColumn.texts(['username', 'fullName'], (key) => t(`users.${key}`)),
            userColumn.text('email', t('fields.email')),
            // The role's name (a seeded role's in the UI language) and the status chip of Manage User.
            userColumn.text('role', t('users.role'), { value: (user) => labels.role(user.role, user.roleName) }),
            userColumn.status('status', t('fields.status'), (user) => userStatusChip(user, language)),
          ]}
        />
      )}
    </ProfilePanel>
  );
}

/** The organization's events, oldest first: who did what, and the reason of a rejection. */
function HistoryPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: history, error, isLoading } = useOrganizationHistoryQuery(organizationId);
  return (
    <ProfilePanel title={t('history.title')}>
      {isLoading && <Loader size="sm" aria-label={t('profile.loading')} />}
      {error !== undefined && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(error, t('common:resource.loadFailedText'))}
        </Text>
      )}
      {history && (
        <Timeline active={history.length - 1} bulletSize={20} lineWidth={2} data-testid="history-timeline">
          {history.map((entry) => (
            <Timeline.Item
              key={entry.eventId}
              title={t(`history.events.${entry.type}`, { defaultValue: entry.type })}
              data-event={entry.type}
            >
              <Text size="xs" c="dimmed">
                {entry.actorName
                  ? t('history.byAt', { name: entry.actorName, at: formatDate(entry.at, 'displayDateTime') })
                  : formatDate(entry.at, 'displayDateTime')}
              </Text>
              {entry.reason && (
                <Text size="sm" mt={4} data-testid="history-reason">
                  {t('history.reason', { reason: entry.reason })}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </ProfilePanel>
  );
}
