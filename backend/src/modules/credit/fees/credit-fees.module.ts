import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../../organizations';
import { SystemFees } from '../ports/system-fees.port';
import { SystemFeesController } from './api/system-fees.controller';
import { SystemFeesService } from './services/system-fees.service';

/**
 * The provider's system fee settings (`/bo/SystemOrganizationCredit` fee calls): plain reference
 * data of the credit context, audited; see docs/credit-reference.md. (The receiving banks the
 * top-up form offers belong to the settings context.)
 */
@Module({
  // OrganizationDirectory: a setting names an organization that exists (names come from credit.organizations).
  imports: [OrganizationsModule],
  controllers: [SystemFeesController],
  // SystemFees: the port other contexts inject (index.ts), the same instance as the service.
  providers: [SystemFeesService, { provide: SystemFees, useExisting: SystemFeesService }],
  exports: [SystemFees],
})
export class CreditFeesModule {}
