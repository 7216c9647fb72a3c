import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';
import { ExpireCreditHoldsJob } from './jobs/expire-credit-holds.job';
import { CreditLedger } from './ports/credit-ledger.port';
import { CreditLedgerService } from './services/credit-ledger.service';

/**
 * The credit ledger in the worker process: the expired-hold sweep, and the ledger other contexts'
 * jobs move credit through (a booking's expiry releases its hold). The ledger asks organizations'
 * directory whether an organization may hold an account.
 */
@Module({
  imports: [OrganizationDirectoryModule],
  providers: [ExpireCreditHoldsJob, CreditLedgerService, { provide: CreditLedger, useExisting: CreditLedgerService }],
  exports: [CreditLedger],
})
export class CreditWorkerModule {}
