import { i18n, loadNamespace } from '../../app/i18n';
import { noticeOnSocketEvent } from '../../lib/live-notices';
import { PENDING_QUEUE_PATH } from './paths';

const NAMESPACE = 'organizations';

// The server pushes `organization-applied` to approvers only; this words it, on whatever screen
// they are (the queue itself refetches on the `domain-event` that comes with it, organizations.api.ts).
noticeOnSocketEvent('organization-applied', async (application) => {
  await loadNamespace(NAMESPACE);
  return {
    id: application.eventId,
    title: i18n.t('organizations:live.appliedTitle'),
    body: i18n.t('organizations:live.appliedBody', { name: application.organizationName, email: application.email }),
    link: PENDING_QUEUE_PATH,
    at: application.at,
  };
});
