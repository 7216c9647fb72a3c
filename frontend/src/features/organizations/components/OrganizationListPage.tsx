import { useMemo } from 'react';
import { Anchor, Badge, Button, Stack, Tabs } from '@mantine/core';
import { IconBuildingPlus, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import {
  DEFAULT_PAGE_SIZE,
  labelOf,
  optionsOf,
  ORGANIZATION_STATUS,
  PERMISSIONS,
  SCREEN_PATHS,
  type OrganizationListRow,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector, useCan } from '../../../app/hooks';
import { formatDate } from '../../../ui/dates';
import { ResourceList, type ListQuery, type ResourceColumn, type ResourceFilter, type RowAction } from '../../../ui/resource';
import { organizationsApi, usePendingOrganizationListPageQuery } from '../organizations.api';
import { PENDING_TAB, profilePath } from '../paths';
import { OrganizationStatusChip } from './OrganizationStatusChip';
import { useOrganizationDecision } from './useOrganizationDecision';

const NAMESPACE = 'organizations';

/** The queue is worked oldest first; the listing shows the newest first. */
const PENDING_SORT = { key: 'createdAt', order: 'asc' } as const;
const LISTING_SORT = { key: 'createdAt', order: 'desc' } as const;
/** The queue's first page as the Pending tab opens it (same cache entry: the badge and the tab agree). */
const PENDING_FIRST_PAGE: ListQuery = {
  pageSize: DEFAULT_PAGE_SIZE,
  curPageIndex: 1,
  sortKey: PENDING_SORT.key,
  sortOrder: PENDING_SORT.order,
};

/**
 * /organization/view-organization-listing: every organization (filters of spec section 3) and,
 * for holders of organizations.approve, the 'Pending' tab: the approval queue (the spec has no
 * route of its own for it), refreshed live when an application arrives (organizations.api.ts).
 */
export function OrganizationListPage() {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const ownOrganization = useAppSelector((state) => state.session.user?.organizationId ?? null);
  const canApprove = can(PERMISSIONS.organizationsApprove) && ownOrganization === null;
  const [params, setParams] = useSearchParams();
  const tab = canApprove && params.get('tab') === PENDING_TAB ? PENDING_TAB : 'all';
  // The badge counts the whole queue (the first page's total), refreshed live like the queue.
  const { data: pending } = usePendingOrganizationListPageQuery(PENDING_FIRST_PAGE, { skip: !canApprove });

  // Lists are the provider's: an agency user's menu entry leads to its own profile.
  if (ownOrganization) return <Navigate to={profilePath(ownOrganization)} replace />;
  if (!canApprove) return <OrganizationList mode="all" />;
  return (
    <Tabs
      value={tab}
      // Each tab has its own filters and paging: a switch starts from a clean URL.
      onChange={(next) => setParams(next === PENDING_TAB ? { tab: PENDING_TAB } : {})}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="all" data-testid="tab-all">
          {t('list.tabAll')}
        </Tabs.Tab>
        <Tabs.Tab
          value={PENDING_TAB}
          data-testid="tab-pending"
          rightSection={
            pending && pending.total > 0 ? (
              <Badge
                size="sm"
                circle={pending.total < 10}
                color="red"
                data-testid="pending-count"
                aria-label={t('list.pendingCount', { count: pending.total })}
              >
                {pending.total}
              </Badge>
            ) : undefined
          }
        >
          {t('list.tabPending')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="all">
        <OrganizationList mode="all" />
      </Tabs.Panel>
      <Tabs.Panel value={PENDING_TAB}>
        <OrganizationList mode="pending" />
      </Tabs.Panel>
    </Tabs>
  );
}

function OrganizationList({ mode }: { mode: 'all' | 'pending' }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
  const can = useCan();
  const navigate = useNavigate();
  const decision = useOrganizationDecision();
  const pendingMode = mode === 'pending';

  const filters = useMemo<ResourceFilter[]>(() => {
    const list: ResourceFilter[] = [
      { type: 'text', key: 'organizationName', label: t('fields.organizationName') },
      { type: 'text', key: 'email', label: t('fields.email') },
      { type: 'text', key: 'contactNumber', label: t('fields.contactNumber') },
    ];
    if (!pendingMode) {
      list.push({
        type: 'select',
        key: 'status',
        label: t('fields.status'),
        options: optionsOf(ORGANIZATION_STATUS, language),
      });
    }
    return list;
  }, [t, language, pendingMode]);

  const columns: ResourceColumn<OrganizationListRow>[] = [
    {
      key: 'organizationName',
      header: t('fields.organizationName'),
      sortKey: 'organizationName',
      render: (row) => (
        <Anchor component={Link} to={profilePath(row.organizationId)} size="sm">
          {row.organizationName}
        </Anchor>
      ),
      exportValue: (row) => row.organizationName,
    },
    { key: 'organizationCode', header: t('fields.organizationCode'), sortKey: 'organizationCode' },
    { key: 'email', header: t('fields.email'), sortKey: 'email' },
    { key: 'contactNumber', header: t('fields.contactNumber'), sortKey: 'contactNumber' },
    { key: 'country', header: t('fields.country'), sortKey: 'country' },
    // Every row of the queue is pending: no status column there.
    ...(pendingMode
      ? []
      : ([
          {
            key: 'status',
            header: t('fields.status'),
            sortKey: 'status',
            render: (row) => <OrganizationStatusChip status={row.status} language={language} />,
            exportValue: (row) => labelOf(ORGANIZATION_STATUS, row.status, language),
          },
        ] satisfies ResourceColumn<OrganizationListRow>[])),
    { key: 'documentCount', header: t('fields.documentCount') },
    {
      key: 'createdAt',
      header: pendingMode ? t('fields.appliedAt') : t('fields.createdAt'),
      sortKey: 'createdAt',
      render: (row) => formatDate(row.createdAt, 'displayDateTime'),
      exportValue: (row) => formatDate(row.createdAt, 'displayDateTime'),
    },
  ];

  const actions: RowAction<OrganizationListRow>[] = [
    { key: 'open', label: t('actions.open'), icon: IconEye, run: (row) => void navigate(profilePath(row.organizationId)) },
  ];
  if (can(PERMISSIONS.organizationsApprove)) {
    const isDecided = (row: OrganizationListRow) => row.status !== 'pending';
    actions.push(
      {
        key: 'approve',
        label: t('decision.approve'),
        icon: IconCheck,
        hidden: isDecided,
        run: (row) => void decision.approve(row),
      },
      {
        key: 'reject',
        label: t('decision.reject'),
        icon: IconX,
        color: 'red',
        hidden: isDecided,
        run: (row) => void decision.reject(row),
      },
    );
  }

  return (
    <Stack gap={0}>
      <ResourceList
        title={pendingMode ? t('list.pendingTitle') : t('list.title')}
        description={pendingMode ? t('list.pendingSubtitle') : t('list.subtitle')}
        endpoint={
          pendingMode ? organizationsApi.endpoints.pendingOrganizationListPage : organizationsApi.endpoints.organizationListPage
        }
        columns={columns}
        rowKey={(row) => row.organizationId}
        rowLabel={(row) => row.organizationName}
        filters={filters}
        defaultSort={pendingMode ? PENDING_SORT : LISTING_SORT}
        rowActions={actions}
        exportName={pendingMode ? 'pending-organizations' : 'organizations'}
        emptyText={pendingMode ? t('list.pendingEmpty') : undefined}
        testId={pendingMode ? 'pending-table' : 'organization-table'}
        toolbar={
          !pendingMode &&
          can(PERMISSIONS.organizationsCreate) && (
            <Button
              component={Link}
              to={SCREEN_PATHS.createOrganization}
              leftSection={<IconBuildingPlus size={16} />}
              data-testid="create-organization"
            >
              {t('list.create')}
            </Button>
          )
        }
      />
      {decision.dialogs}
    </Stack>
  );
}
