import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectConfig } from '../../../core/config/config-section';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';
import type { EInvoiceStamp as Stamp } from '../pdf/finance-document-pdf';
import { EInvoiceStamp } from '../ports/einvoice-stamp.port';
import { validationUrlOf } from './einvoice-records';

/**
 * The MyInvois stamp of a document's PDF from its e-invoice record: once Valid (a rejection asked
 * for leaves it Valid at LHDN), its UUID, long id, validation time and the share link its QR code
 * holds. A cancelled or not yet valid e-invoice prints none.
 */
@Injectable()
export class EInvoiceRecordStamp extends EInvoiceStamp {
  constructor(@InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig) {
    super();
  }

  async stampOf(manager: EntityManager, documentId: string): Promise<Stamp | null> {
    const [row] = (await manager.query(
      `SELECT uuid, long_id, to_char(validated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS validated_at
         FROM finance.einvoices
        WHERE document_id = $1 AND state IN ('VALID', 'REJECTION_REQUESTED') AND uuid IS NOT NULL AND long_id IS NOT NULL`,
      [documentId],
    )) as { uuid: string; long_id: string; validated_at: string | null }[];
    if (!row?.validated_at) return null;
    return {
      uuid: row.uuid,
      longId: row.long_id,
      validationUrl: validationUrlOf(this.config.MYINVOIS_PORTAL_URL, row.uuid, row.long_id),
      validatedAt: row.validated_at,
    };
  }
}
