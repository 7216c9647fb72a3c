import { EInvoiceConsolidation } from './consolidation.service';
import { EInvoiceFlow } from './einvoice-flow.service';
import { EInvoicePreparer } from './einvoice-preparer';
import { EInvoiceRecords } from './einvoice-records';
import { MyInvoisGateway } from './myinvois-gateway';
import { MyInvoisSigner } from './myinvois-signer';

/** What the e-invoice flow needs in either process (API: the calls; worker: the jobs). */
export const EINVOICE_FLOW_PROVIDERS = [
  MyInvoisGateway,
  MyInvoisSigner,
  EInvoiceRecords,
  EInvoicePreparer,
  EInvoiceFlow,
  EInvoiceConsolidation,
];
