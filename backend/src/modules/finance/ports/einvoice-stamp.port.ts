import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EInvoiceStamp as Stamp } from '../pdf/finance-document-pdf';

/**
 * The MyInvois stamp a document's PDF prints (its QR code and validation link), once its e-invoice
 * is Valid. The e-invoice part implements it (its own tables) and provides it in place of the
 * default; after a document becomes Valid it calls `FinanceDocumentFiles.remake(documentId)`.
 */
export abstract class EInvoiceStamp {
  abstract stampOf(manager: EntityManager, documentId: string): Promise<Stamp | null>;
}

/** Until e-invoices are wired: no document has a stamp. */
@Injectable()
export class NoEInvoiceStamp extends EInvoiceStamp {
  stampOf(): Promise<Stamp | null> {
    return Promise.resolve(null);
  }
}
