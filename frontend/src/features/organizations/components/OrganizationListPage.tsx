import { Stack } from '@mantine/core';
import { IconBuildingPlus, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import {
  DEFAULT_PAGE_SIZE,
  ORGANIZATION_STATUS,
  optionsOf,
  PERMISSIONS,
  SCREEN_PATHS,
  type OrganizationListRow,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppSelector, useCan } from '../../../app/hooks';
import { columnsOf } from '../../../ui/columns';
import { ResourceList } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { useLanguage } from '../../../ui/useLanguage';
import { countryNameOf } from '../../../ui/record-labels';
import { organizationsApi, useCountryListQuery, usePendingOrganizationListPageQuery } from '../organizations.api';
import { PENDING_TAB, profilePath } from '../paths';
import { organizationStatusChip } from './OrganizationStatusChip';
import { useOrganizationDecision } from './useOrganizationDecision';

const column = columnsOf<OrganizationListRow>();
/** The queue is worked oldest first; the listing shows the newest first. */
const PENDING_SORT = { key: 'createdAt', order: 'asc' } as const;
const LISTING_SORT = { key: 'createdAt', order: 'desc' } as const;
const open = (row: OrganizationListRow) => profilePath(row.organizationId);
const decided = (row: OrganizationListRow) => row.status !== 'pending';

/**
 * /organization/view-organization-listing: every organization (filters of spec section 3) and,
 * for holders of organizations.approve, the 'Pending' tab: the approval queue (the spec has no
 * route of its own for it), refreshed live when an application arrives (organizations.api.ts).
 */
export function OrganizationListPage() {
  const { t } = useTranslation('organizations');
  const ownOrganization = useAppSelector((state) => state.session.user?.organizationId ?? null);
  const canApprove = useCan()(PERMISSIONS.organizationsApprove) && ownOrganization === null;
  // The badge counts the whole queue: the Pending tab's first page (same cache entry: the badge and the tab agree).
  const query = { pageSize: DEFAULT_PAGE_SIZE, curPageIndex: 1, sortKey: PENDING_SORT.key, sortOrder: PENDING_SORT.order };
  const { data: pending } = usePendingOrganizationListPageQuery(query, { skip: !canApprove });

  // Lists are the provider's: an agency user's menu entry leads to its own profile.
  if (ownOrganization) return <Navigate to={profilePath(ownOrganization)} replace />;
  if (!canApprove) return <OrganizationList mode="all" />;
  return (
    <StatusTabs
      tabs={[
        { value: 'all', label: t('list.tabAll'), content: <OrganizationList mode="all" /> },
        {
          value: PENDING_TAB,
          label: t('list.tabPending'),
          count: pending?.total,
          countLabel: (count) => t('list.pendingCount', { count }),
          content: <OrganizationList mode="pending" />,
        },
      ]}
    />
  );
}

function OrganizationList({ mode }: { mode: 'all' | 'pending' }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  // The rows carry the English name; the reference (cached, public) has the Malay one.
  const { data: countries } = useCountryListQuery();
  const decision = useOrganizationDecision();
  const queue = mode === 'pending';
  const approve = PERMISSIONS.organizationsApprove;
  return (
    <Stack gap={0}>
      <ResourceList
        title={queue ? t('list.pendingTitle') : t('list.title')}
        description={queue ? t('list.pendingSubtitle') : t('list.subtitle')}
        endpoint={
          queue ? organizationsApi.endpoints.pendingOrganizationListPage : organizationsApi.endpoints.organizationListPage
        }
        columns={[
          column.link('organizationName', t('fields.organizationName'), open, { sort: true }),
          column.text('organizationCode', t('fields.organizationCode'), { sort: true }),
          column.text('email', t('fields.email'), { sort: true }),
          column.text('contactNumber', t('fields.contactNumber'), { sort: true }),
          column.text('country', t('fields.country'), {
            sort: true,
            value: (row) => countryNameOf(countries, row.countryCode, row.country, language),
          }),
          // Every row of the queue is pending: no status column there.
          column.status('status', t('fields.status'), (row) => organizationStatusChip(row.status, language), {
            sort: true,
            when: !queue,
          }),
          column.text('documentCount', t('fields.documentCount')),
          column.date('createdAt', queue ? t('fields.appliedAt') : t('fields.createdAt'), { sort: true }),
        ]}
        filters={[
          { type: 'text', key: 'organizationName', label: t('fields.organizationName') },
          { type: 'text', key: 'email', label: t('fields.email') },
          { type: 'text', key: 'contactNumber', label: t('fields.contactNumber') },
          !queue && {
            type: 'select',
            key: 'status',
            label: t('fields.status'),
            options: optionsOf(ORGANIZATION_STATUS, language),
          },
        ]}
        rowActions={[
          { key: 'open', label: t('actions.open'), icon: IconEye, to: open },
          {
            key: 'approve',
            label: t('decision.approve'),
            icon: IconCheck,
            permission: approve,
            hidden: decided,
            run: (row) => void decision.approve(row),
          },
          {
            key: 'reject',
            label: t('decision.reject'),
            icon: IconX,
            color: 'red',
            permission: approve,
            hidden: decided,
            run: (row) => void decision.reject(row),
          },
        ]}
        create={
          queue
            ? undefined
            : {
                label: t('list.create'),
                to: SCREEN_PATHS.createOrganization,
                permission: PERMISSIONS.organizationsCreate,
                icon: IconBuildingPlus,
                testId: 'create-organization',
              }
        }
        rowKey={(row) => row.organizationId}
        rowLabel={(row) => row.organizationName}
        defaultSort={queue ? PENDING_SORT : LISTING_SORT}
        exportName={queue ? 'pending-organizations' : 'organizations'}
        emptyText={queue ? t('list.pendingEmpty') : undefined}
        testId={queue ? 'pending-table' : 'organization-table'}
      />
      {decision.dialogs}
    </Stack>
  );
}
