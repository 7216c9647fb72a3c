import { Module } from '@nestjs/common';
import { CreditLedger } from './ports/credit-ledger.port';
import { UserDirectoryModule } from '../identity-access';
import { AgentOrganizationCreditController } from './api/agent-organization-credit.controller';
import { SystemOrganizationCreditController } from './api/system-organization-credit.controller';
import { CreditBalancesProjection } from './projections/credit-balances.projection';
import { CreditHistoryProjection } from './projections/credit-history.projection';
import { CreditTopUpsProjection } from './projections/credit-top-ups.projection';
import { CreditOrganizationsProjection } from './projections/credit-organizations.projection';
import { OrganizationsModule } from '../organizations';
import { WhenCreditChangedPushLive } from './reactions/when-credit-changed-push-live';
import { WhenOrganizationApprovedOpenCreditAccount } from './reactions/when-organization-approved-open-credit-account';
import { SettingsModule } from '../settings';
import { CreditFeesModule } from './fees/credit-fees.module';
import { CREDIT_COMMAND_HANDLERS } from './commands';
import { CREDIT_QUERY_HANDLERS } from './queries';
import { CreditLedgerService } from './services/credit-ledger.service';
import { TopUpSearch } from './search/top-up-search';

/**
 * Agent and system credit: an event-sourced ledger per organization and currency (stream
 * `credit-<organizationId>-<CUR>`), its projections (balances and holds, histories, top-ups) and
 * live pushes; see docs/credit.md. Other contexts inject the `CreditLedger` port (holds, refund;
 * implemented by CreditLedgerService), from the face, index.ts.
 */
@Module({
  // Settings: BankDirectory.requireActive (a top-up names an active receiving bank).
  // Organizations: OrganizationDirectory (approved? code?) for the ledger and the organizations projection.
  imports: [CreditFeesModule, SettingsModule, OrganizationsModule, UserDirectoryModule],
  controllers: [AgentOrganizationCreditController, SystemOrganizationCreditController],
  providers: [
    CreditLedgerService,
    ...CREDIT_COMMAND_HANDLERS,
    ...CREDIT_QUERY_HANDLERS,
    CreditBalancesProjection,
    CreditHistoryProjection,
    CreditTopUpsProjection,
    // Organization names, codes and statuses from the organizations context's events.
    CreditOrganizationsProjection,
    WhenCreditChangedPushLive,
    WhenOrganizationApprovedOpenCreditAccount,
    TopUpSearch,
    // The port other contexts inject (index.ts): the same instance as the ledger.
    { provide: CreditLedger, useExisting: CreditLedgerService },
  ],
  exports: [CreditLedger],
})
export class CreditModule {}
