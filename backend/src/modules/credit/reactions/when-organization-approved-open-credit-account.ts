import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { CreditLedgerService } from '../services/credit-ledger.service';

/** The fields of the organizations context's OrganizationApproved event this reaction reads. */
interface OrganizationApprovedData {
  organizationId: string;
  defaultCurrency: string;
}

/**
 * An approved organization gets its credit account in its default currency at once (zero limit,
 * zero balance), so its balance and histories exist before the first top-up. Idempotent: opening
 * an open account appends nothing, and the command id comes from the event.
 */
@Reaction({ name: 'credit.open-account-on-approval', on: ['OrganizationApproved'] })
export class WhenOrganizationApprovedOpenCreditAccount implements EventHandler {
  constructor(private readonly ledger: CreditLedgerService) {}

  async handle(event: StoredEvent): Promise<void> {
    const d = event.data as OrganizationApprovedData;
    if (!d.defaultCurrency) return;
    await this.ledger.execute(
      { organizationId: d.organizationId, currency: d.defaultCurrency },
      { type: 'OpenAccount' },
      { commandId: `organization-approved:${event.eventId}` },
    );
  }
}
