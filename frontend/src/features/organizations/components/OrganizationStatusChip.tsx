import { labelOf, ORGANIZATION_STATUS, type Language, type OrganizationStatus } from '@bo/shared';
import { StatusChip, type StatusTone } from '../../../ui/StatusChip';

/** Status chip rule of spec section 4: success when approved, error when rejected, primary while pending. */
const TONE: Record<OrganizationStatus, StatusTone> = { approved: 'success', rejected: 'error', pending: 'primary' };

export const organizationStatusChip = (status: OrganizationStatus, language: Language) => ({
  label: labelOf(ORGANIZATION_STATUS, status, language),
  tone: TONE[status],
});

export function OrganizationStatusChip({ status, language }: { status: OrganizationStatus; language: Language }) {
  return <StatusChip {...organizationStatusChip(status, language)} />;
}
