import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../../organizations';
import { SystemFees } from '../ports/system-fees.port';
import { SystemFeesController } from './api/system-fees.controller';
import { SystemFeesService } from './services/system-fees.service';
import { SYSTEM_FEE_QUERY_HANDLERS } from './queries';
import { SystemFeesInEffect } from './queries/system-fees-in-effect';

/**
 * The provider's system fee settings (`/bo/SystemOrganizationCredit` fee calls): plain reference
 * data of the credit context, audited; see docs/credit-reference.md. (The receiving banks the
 * top-up form offers belong to the settings context.)
 */
@Module({
  // OrganizationDirectory: a setting names an organization that exists (names come from credit.organizations).
  imports: [OrganizationsModule],
  controllers: [SystemFeesController],
  // SystemFees: the port other contexts inject (index.ts), the same instance as the check query's reader.
  providers: [
    SystemFeesService,
    ...SYSTEM_FEE_QUERY_HANDLERS,
    SystemFeesInEffect,
    { provide: SystemFees, useExisting: SystemFeesInEffect },
  ],
  exports: [SystemFees],
})
export class CreditFeesModule {}
