import { Module } from '@nestjs/common';
import { DefaultTaxpayerCheck } from './default-taxpayer-check';
import { EbillingContactDirectory } from './ebilling-contact-directory';
import { EbillingContactsController } from './ebilling-contacts.controller';
import { EbillingContactsService } from './ebilling-contacts.service';
import { TaxpayerCheck } from './taxpayer-check.port';

/**
 * E-billing contacts (docs/finance-ebilling.md). Exports the directory (the e-invoice's buyer) and
 * `DefaultTaxpayerCheck`, where the MyInvois client binds itself (`bind`) as the TIN check.
 */
@Module({
  controllers: [EbillingContactsController],
  providers: [
    EbillingContactsService,
    EbillingContactDirectory,
    DefaultTaxpayerCheck,
    { provide: TaxpayerCheck, useExisting: DefaultTaxpayerCheck },
  ],
  exports: [EbillingContactDirectory, DefaultTaxpayerCheck, TaxpayerCheck],
})
export class EbillingContactsModule {}
