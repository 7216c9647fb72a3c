export { EbillingContactsModule } from './ebilling-contacts.module';
export { EbillingContactDirectory, ebillingBuyerOf, type EbillingBuyer } from './ebilling-contact-directory';
export { DefaultTaxpayerCheck } from './default-taxpayer-check';
export { TaxpayerCheck, type TaxpayerCheckAnswer } from './taxpayer-check.port';
