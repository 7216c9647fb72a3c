import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../identity-access/accounts/directory/user-directory.module';
import { AgentOrganizationCreditController } from './api/agent-organization-credit.controller';
import { SystemOrganizationCreditController } from './api/system-organization-credit.controller';
import { CreditBalancesProjection } from './projections/credit-balances.projection';
import { CreditHistoryProjection } from './projections/credit-history.projection';
import { CreditTopUpsProjection } from './projections/credit-top-ups.projection';
import { CreditOrganizationsProjection } from './projections/credit-organizations.projection';
import { OrganizationsModule } from '../organizations/organizations.module';
import { WhenCreditChangedPushLive } from './reactions/when-credit-changed-push-live';
import { WhenOrganizationApprovedOpenCreditAccount } from './reactions/when-organization-approved-open-credit-account';
import { SettingsModule } from '../settings/settings.module';
import { CreditFeesModule } from './fees/credit-fees.module';
import { CREDIT_COMMAND_HANDLERS } from './commands';
import { CREDIT_QUERY_HANDLERS } from './queries';
import { CreditLedgerService } from './services/credit-ledger.service';
import { CreditQueriesService } from './services/credit-queries.service';
import { TopUpSearch } from './search/top-up-search';

/**
 * Agent and system credit: an event-sourced ledger per organization and currency (stream
 * `credit-<organizationId>-<CUR>`), its projections (balances and holds, histories, top-ups) and
 * live pushes; see docs/credit.md. Other contexts call `CreditLedgerService` (spend, holds, refund).
 */
@Module({
  // Settings: BanksService.requireActive (a top-up names an active receiving bank).
  // Organizations: OrganizationDirectory (approved? code?) for the ledger and the organizations projection.
  imports: [CreditFeesModule, SettingsModule, OrganizationsModule, UserDirectoryModule],
  controllers: [AgentOrganizationCreditController, SystemOrganizationCreditController],
  providers: [
    CreditLedgerService,
    ...CREDIT_COMMAND_HANDLERS,
    ...CREDIT_QUERY_HANDLERS,
    CreditQueriesService,
    CreditBalancesProjection,
    CreditHistoryProjection,
    CreditTopUpsProjection,
    // Organization names, codes and statuses from the organizations context's events.
    CreditOrganizationsProjection,
    WhenCreditChangedPushLive,
    WhenOrganizationApprovedOpenCreditAccount,
    TopUpSearch,
  ],
  exports: [CreditLedgerService],
})
export class CreditModule {}
