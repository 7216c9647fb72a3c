import { Injectable } from '@nestjs/common';
import type { FinanceDocumentKind, Language } from '@bo/shared';
import type { EntityManager } from 'typeorm';
import { requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { OrganizationDirectory } from '../../organizations';
import type { DocumentContent } from '../domain/finance-document.events';
import { type DocumentFields, documentContent } from './document-content';
import { familyOf } from './document-families';

interface InvoiceRow {
  id: string;
  document_no: string;
  status: string;
  currency_code: string;
  organization_id: string | null;
  total: string;
  outstanding: string | null;
}

/**
 * The checks of a finance write that read the database, in the command's transaction: the period
 * lock, the category switches, the buyer and the invoices a document names. At issue, the
 * invoices a note or receipt affects are locked first (in id order), so two concurrent credit
 * notes or receipts on one invoice cannot both pass the limit.
 */
@Injectable()
export class DocumentRules {
  constructor(private readonly organizations: OrganizationDirectory) {}

  /** The content of a draft from its fields, with everything it names checked and resolved. */
  async contentOf(
    manager: EntityManager,
    kind: FinanceDocumentKind,
    fields: DocumentFields,
    language?: Language,
  ): Promise<DocumentContent> {
    await this.assertPeriodOpen(manager, fields.documentDate);
    await this.assertCategoryActive(manager, kind, fields.category);
    let organizationName: string | null = null;
    let buyerLanguage: Language = language ?? requestContext.get()?.language ?? 'en';
    if (fields.organizationId) {
      const party = await this.organizations.billingPartyOf(manager, fields.organizationId);
      if (!party) throw fieldError('RECORD_NOT_FOUND', 'organizationId');
      organizationName = party.name;
      if (!language) buyerLanguage = party.language === 'ms' ? 'ms' : 'en';
    }
    if (fields.ebillingContactId) {
      // The e-invoice's buyer: an active contact (a removed one stays on the documents that named it).
      const [contact] = (await manager.query(`SELECT name, active FROM finance.ebilling_contacts WHERE id = $1`, [
        fields.ebillingContactId,
      ])) as { name: string; active: boolean }[];
      if (!contact?.active) throw fieldError('EBILLING_CONTACT_NOT_FOUND', 'ebillingContactId');
      if (!fields.organizationId && !fields.buyerName) fields = { ...fields, buyerName: contact.name };
    }
    let invoiceId: string | null = null;
    if ('invoiceNo' in fields) {
      const invoice = await this.issuedInvoice(manager, fields.invoiceNo, false);
      if (invoice.currency_code !== fields.currencyCode) {
        throw fieldError('NOTE_CURRENCY_MISMATCH', 'currencyCode', { currencyCode: invoice.currency_code });
      }
      invoiceId = invoice.id;
    }
    const invoiceIds: Record<string, string> = {};
    if ('allocations' in fields) {
      for (const [i, allocation] of fields.allocations.entries()) {
        const invoice = await this.issuedInvoice(manager, allocation.invoiceNo, false, `allocations.${i}.invoiceNo`);
        if (invoice.currency_code !== fields.currencyCode || invoice.organization_id !== (fields.organizationId ?? null)) {
          throw fieldError('RECEIPT_ALLOCATION_WRONG_BUYER', `allocations.${i}.invoiceNo`, { invoiceNo: allocation.invoiceNo });
        }
        invoiceIds[allocation.invoiceNo] = invoice.id;
      }
    }
    return documentContent(kind, fields, { organizationName, invoiceId, invoiceIds, language: buyerLanguage });
  }

  /** What must still hold when a document is issued: its period open, and the invoices it affects able to take it. */
  async assertIssuable(manager: EntityManager, kind: FinanceDocumentKind, content: DocumentContent): Promise<void> {
    await this.assertPeriodOpen(manager, content.documentDate);
    if (kind === 'CREDIT_NOTE' || kind === 'DEBIT_NOTE') {
      const invoice = await this.issuedInvoice(manager, content.invoiceNo!, true);
      if (kind === 'CREDIT_NOTE') {
        const creditable = await this.creditable(manager, invoice.id);
        if (content.totals.total > creditable) {
          throw new AppError('CREDIT_NOTE_EXCEEDS_INVOICE', { invoiceNo: content.invoiceNo, creditable });
        }
      }
    }
    if (kind === 'RECEIPT') await this.assertAllocatable(manager, content.allocations);
  }

  /** Each invoice can take what is allocated to it (its rows locked in id order first). */
  async assertAllocatable(manager: EntityManager, allocations: DocumentContent['allocations']): Promise<void> {
    // Per invoice (one receipt may name an invoice twice), in id order.
    const perInvoice = new Map<string, { invoiceNo: string; amount: number }>();
    for (const a of allocations) {
      const sum = perInvoice.get(a.invoiceId);
      perInvoice.set(a.invoiceId, { invoiceNo: a.invoiceNo, amount: (sum?.amount ?? 0) + a.amount });
    }
    const sorted = [...perInvoice.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
    for (const allocation of sorted) {
      const invoice = await this.issuedInvoice(manager, allocation.invoiceNo, true);
      const outstanding = Number(invoice.outstanding ?? invoice.total);
      if (allocation.amount > outstanding) {
        throw new AppError('RECEIPT_ALLOCATION_EXCEEDS_OUTSTANDING', {
          invoiceNo: allocation.invoiceNo,
          outstanding,
          allocated: allocation.amount,
        });
      }
    }
  }

  /** An issued document dated in a closed month stays; an invoice with live notes or receipts on it waits for them. */
  async assertDeactivatable(
    manager: EntityManager,
    documentId: string,
    kind: FinanceDocumentKind,
    content: DocumentContent,
    issued: boolean,
  ) {
    if (!issued) return;
    await this.assertPeriodOpen(manager, content.documentDate);
    if (kind !== 'INVOICE') return;
    const [row] = (await manager.query(
      `SELECT d.document_no FROM finance.documents d
        WHERE d.status = 'ISSUED' AND d.id <> $1
          AND (d.invoice_id = $1 OR EXISTS (SELECT 1 FROM finance.receivable_entries e WHERE e.document_id = d.id AND e.invoice_id = $1))
        LIMIT 1`,
      [documentId],
    )) as { document_no: string }[];
    if (row) throw new AppError('INVOICE_HAS_ACTIVE_DOCUMENTS', { invoiceNo: content.invoiceNo ?? row.document_no });
  }

  async assertPeriodOpen(manager: EntityManager, documentDate: string): Promise<void> {
    const [lock] = (await manager.query(`SELECT locked_through FROM finance.period_lock WHERE id = 1`)) as {
      locked_through: string | null;
    }[];
    if (lock?.locked_through && documentDate.slice(0, 7) <= lock.locked_through) {
      throw fieldError('PERIOD_LOCKED', 'documentDate', { lockedThrough: lock.locked_through, documentDate });
    }
  }

  private async assertCategoryActive(manager: EntityManager, kind: FinanceDocumentKind, category: string): Promise<void> {
    const rows = (await manager.query(`SELECT 1 FROM finance.categories WHERE family = $1 AND category = $2 AND NOT active`, [
      familyOf(kind),
      category,
    ])) as unknown[];
    if (rows.length > 0) throw fieldError('FINANCE_CATEGORY_INACTIVE', 'category', { category });
  }

  /** What credit notes may still take off an invoice: its total and debit notes, less the credit notes issued. */
  private async creditable(manager: EntityManager, invoiceId: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('INVOICE', 'DEBIT_NOTE')), 0)
            + coalesce(sum(amount) FILTER (WHERE kind = 'CREDIT_NOTE'), 0) AS creditable
         FROM finance.receivable_entries WHERE invoice_id = $1`,
      [invoiceId],
    )) as { creditable: string }[];
    return Number(row!.creditable);
  }

  private async issuedInvoice(
    manager: EntityManager,
    invoiceNo: string,
    lock: boolean,
    field = 'invoiceNo',
  ): Promise<InvoiceRow> {
    const [row] = (await manager.query(
      `SELECT id, document_no, status, currency_code, organization_id, total, outstanding
         FROM finance.documents WHERE document_no = $1 AND kind = 'INVOICE' ${lock ? 'FOR UPDATE' : ''}`,
      [invoiceNo],
    )) as InvoiceRow[];
    if (!row || row.status !== 'ISSUED') throw fieldError('NOTE_INVOICE_NOT_ISSUED', field, { invoiceNo });
    return row;
  }
}
