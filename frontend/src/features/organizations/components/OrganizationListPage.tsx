import { IconBuildingPlus, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { ORGANIZATION_STATUS, PERMISSIONS, SCREEN_PATHS, type OrganizationListRow } from '@bo/shared';
import { Navigate } from 'react-router';
import { useAppSelector, useCan } from '../../../app/hooks';
import { countryNameOf } from '../../../ui/record-labels';
import { listTab, useListKit } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { organizationsApi, useCountryListQuery } from '../organizations.api';
import { PENDING_TAB, profilePath } from '../paths';
import { organizationStatusChip } from './OrganizationStatusChip';
import { useOrganizationDecision } from './useOrganizationDecision';

/** The queue is worked oldest first; the listing shows the newest first. */
const PENDING_SORT = { key: 'createdAt', order: 'asc' } as const;
const LISTING_SORT = { key: 'createdAt', order: 'desc' } as const;
const { pendingOrganizationListPage: pendingList, organizationListPage: allList } = organizationsApi.endpoints;
const open = (row: OrganizationListRow) => profilePath(row.organizationId);
const decided = (row: OrganizationListRow) => row.status !== 'pending';

/**
 * /organization/view-organization-listing: every organization (filters of spec section 3) and,
 * for holders of organizations.approve, the 'Pending' tab: the approval queue (the spec has no
 * route of its own for it), refreshed live when an application arrives (organizations.api.ts).
 */
export function OrganizationListPage() {
  const { t, language, column, filter, action } = useListKit<OrganizationListRow>('organizations', 'list', 'decision');
  const ownOrganization = useAppSelector((state) => state.session.user?.organizationId ?? null);
  const canApprove = useCan()(PERMISSIONS.organizationsApprove) && ownOrganization === null;
  const decision = useOrganizationDecision();
  // The rows carry the English name; the reference (cached, public) has the Malay one.
  const { data: countries } = useCountryListQuery(undefined, { skip: ownOrganization !== null });
  // Lists are the provider's: an agency user's menu entry leads to its own profile.
  if (ownOrganization) return <Navigate to={profilePath(ownOrganization)} replace />;
  const country = (row: OrganizationListRow) => countryNameOf(countries, row.countryCode, row.country, language);
  const chip = (row: OrganizationListRow) => organizationStatusChip(row.status, language);
  const approve = { permission: PERMISSIONS.organizationsApprove, hidden: decided };
  const create = { label: t('list.create'), permission: PERMISSIONS.organizationsCreate, testId: 'create-organization' };
  const tab = (queue: boolean) =>
    listTab<OrganizationListRow>({
      value: queue ? PENDING_TAB : 'all',
      label: queue ? t('list.tabPending') : t('list.tabAll'),
      countLabel: queue ? (count) => t('list.pendingCount', { count }) : undefined,
      words: { t, prefix: queue ? `list.${PENDING_TAB}` : 'list' },
      endpoint: queue ? pendingList : allList,
      columns: [
        column.link('organizationName', t('fields.organizationName'), open, { sort: true }),
        ...column.texts(['organizationCode', 'email', 'contactNumber'], (key) => t(`fields.${key}`), { sort: true }),
        column.text('country', t('fields.country'), { sort: true, value: country }),
        // Every row of the queue is pending: no status column there.
        column.status('status', t('fields.status'), chip, { sort: true, when: !queue }),
        column.text('documentCount', t('fields.documentCount')),
        column.date('createdAt', queue ? t('fields.appliedAt') : t('fields.createdAt'), { sort: true }),
      ],
      filters: [
        ...filter.texts(['organizationName', 'email', 'contactNumber'], (key) => t(`fields.${key}`)),
        !queue && filter.enumeration('status', t('fields.status'), ORGANIZATION_STATUS, language),
      ],
      rowActions: [
        action.link('open', IconEye, open, { label: t('actions.open') }),
        action.run('approve', IconCheck, (row) => void decision.approve(row), approve),
        action.run('reject', IconX, (row) => void decision.reject(row), { ...approve, color: 'red' }),
      ],
      create: !queue && action.create(IconBuildingPlus, SCREEN_PATHS.createOrganization, create),
      rowKey: (row) => row.organizationId,
      rowLabel: (row) => row.organizationName,
      defaultSort: queue ? PENDING_SORT : LISTING_SORT,
      exportName: queue ? 'pending-organizations' : 'organizations',
      testId: queue ? 'pending-table' : 'organization-table',
      dialogs: decision.dialogs,
    });
  return canApprove ? <StatusTabs tabs={[tab(false), tab(true)]} /> : tab(false).content;
}
