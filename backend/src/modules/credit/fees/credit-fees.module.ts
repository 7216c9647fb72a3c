import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../../organizations/organizations.module';
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
  providers: [SystemFeesService],
  exports: [SystemFeesService],
})
export class CreditFeesModule {}
