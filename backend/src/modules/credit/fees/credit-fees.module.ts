import { Module } from '@nestjs/common';
import { SystemFeesController } from './api/system-fees.controller';
import { SystemFeesService } from './services/system-fees.service';

/**
 * The provider's system fee settings (`/bo/SystemOrganizationCredit` fee calls): plain reference
 * data of the credit context, audited; see docs/credit-reference.md. (The receiving banks the
 * top-up form offers belong to the settings context.)
 */
@Module({
  controllers: [SystemFeesController],
  providers: [SystemFeesService],
  exports: [SystemFeesService],
})
export class CreditFeesModule {}
