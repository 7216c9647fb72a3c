import { Module } from '@nestjs/common';
import { BankDirectory } from './ports/bank-directory.port';
import { PaymentBankDirectory } from './ports/payment-bank-directory.port';
import { RoleOptionDirectory } from './ports/role-option-directory.port';
import { BanksController } from './banks/banks.controller';
import { BanksService } from './banks/banks.service';
import { CountriesController } from './countries/countries.controller';
import { DropdownsController } from './dropdowns/dropdowns.controller';
import { DropdownsRepository } from './dropdowns/dropdowns.repository';
import { DropdownsService } from './dropdowns/dropdowns.service';
import { EmailTemplatesController } from './email-templates/email-templates.controller';
import { EmailTemplatesRepository } from './email-templates/email-templates.repository';
import { EmailTemplatesService } from './email-templates/email-templates.service';
import { PaymentBankOptionsController } from './payment-bank-options/payment-bank-options.controller';
import { PaymentBankOptionsService } from './payment-bank-options/payment-bank-options.service';
import { RoleOptionsController } from './role-options/role-options.controller';
import { RoleOptionsService } from './role-options/role-options.service';

/**
 * Settings: reference data other contexts use, in the `settings` schema: receiving banks
 * (`/bo/Bank`), role options, bos dropdowns and payment bank options (`/bo/Dropdown`), countries
 * (`/bo/General/getCountryList`) and e-mail templates (`/bo/EmailTemplate`, rendered by the
 * worker's `SendTemplatedEmailJob`). Banks, role options and payment bank options are definition-driven
 * resources (core/crud); dropdowns and templates controller -> service -> repository; changes audited.
 * Other contexts import this module and call its ports (BankDirectory, RoleOptionDirectory,
 * PaymentBankDirectory: the face, index.ts), never the services or the tables.
 */
@Module({
  controllers: [
    BanksController,
    RoleOptionsController,
    DropdownsController,
    PaymentBankOptionsController,
    CountriesController,
    EmailTemplatesController,
  ],
  providers: [
    BanksService,
    RoleOptionsService,
    DropdownsRepository,
    DropdownsService,
    PaymentBankOptionsService,
    EmailTemplatesRepository,
    EmailTemplatesService,
    // The ports other contexts inject (index.ts): the same instances as the services.
    { provide: BankDirectory, useExisting: BanksService },
    { provide: RoleOptionDirectory, useExisting: RoleOptionsService },
    { provide: PaymentBankDirectory, useExisting: PaymentBankOptionsService },
  ],
  exports: [BankDirectory, RoleOptionDirectory, PaymentBankDirectory, DropdownsService],
})
export class SettingsModule {}
