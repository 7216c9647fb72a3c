import { Module } from '@nestjs/common';
import { BanksController } from './api/banks.controller';
import { SystemFeesController } from './api/system-fees.controller';
import { BanksService } from './services/banks.service';
import { SystemFeesService } from './services/system-fees.service';

/**
 * Reference data of the credit context: the provider's receiving banks (`/bo/Bank`) and the system
 * fee settings (`/bo/SystemOrganizationCredit`). Plain tables, audited; see docs/credit-reference.md.
 * The credit ledger imports this module for `BanksService.requireActive` (top-ups name a bank).
 */
@Module({
  controllers: [BanksController, SystemFeesController],
  providers: [BanksService, SystemFeesService],
  exports: [BanksService, SystemFeesService],
})
export class CreditReferenceModule {}
