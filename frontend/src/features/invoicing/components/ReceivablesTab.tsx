import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../ui/PageLoader';

// Loaded when the tab opens: the organization profile's chunk carries neither the panel nor the invoicing strings.
const ReceivablesPanel = lazy(() => import('./ReceivablesPanel').then((m) => ({ default: m.ReceivablesPanel })));

/** An organization's receivables (aging, open invoices, statement of account), for its profile's tab. */
export function ReceivablesTab({ organizationId }: { organizationId: string }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <ReceivablesPanel organizationId={organizationId} />
    </Suspense>
  );
}
