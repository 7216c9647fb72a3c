import { labelOf, ORGANIZATION_STATUS, type OrganizationStatus } from '@bo/shared';
import { StatusChip, type StatusTone } from '../../../ui/StatusChip';

/** Status chip rule of spec section 4: success when approved, error when rejected, primary while pending. */
const TONE: Record<OrganizationStatus, StatusTone> = { approved: 'success', rejected: 'error', pending: 'primary' };

export function OrganizationStatusChip({ status, language }: { status: OrganizationStatus; language: 'en' | 'ms' }) {
  return <StatusChip label={labelOf(ORGANIZATION_STATUS, status, language)} tone={TONE[status]} />;
}
