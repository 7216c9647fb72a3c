import { Injectable } from '@nestjs/common';
import type { EInvoiceIssueView, EInvoiceSubject, FinanceDocument } from '@bo/shared';
import { getCountryData, type TCountryCode } from 'countries-list';
import type { EntityManager } from 'typeorm';
import { InjectConfig } from '../../../core/config/config-section';
import { OrganizationDirectory, type OrganizationBillingParty } from '../../organizations';
import { type EbillingBuyer, ebillingBuyerOf } from '../ebilling';
import { STATE_NOT_APPLICABLE, stateCodes } from '../einvoice/code-lists';
import {
  GENERAL_PUBLIC_NAME,
  GENERAL_TIN,
  type EInvoiceInput,
  type EInvoiceParty,
  type EInvoiceSupplier,
  type EInvoiceTypeCode,
} from '../einvoice/einvoice-input';
import { validateEInvoice } from '../einvoice/einvoice-rules';
import { buildUblDocument, encodeForSubmission } from '../einvoice/ubl-document';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';
import { DOCUMENT_COLUMNS, type DocumentRow, documentOf } from '../queries/finance-document-rows';
import type { NewEInvoice, Prepared } from './einvoice-records';
import { MyInvoisSigner } from './myinvois-signer';

/** A single B2C sale above this (minor units, RM10,000.00) gets its own e-invoice, never the consolidated one. */
export const CONSOLIDATION_MAX_SALE = 1_000_000;
/** The type of e-invoice per document kind. Credit notes go as 02: see docs (04 refund note). */
const TYPE_OF: Record<string, EInvoiceTypeCode> = { INVOICE: '01', CREDIT_NOTE: '02', DEBIT_NOTE: '03' };

/** The general-public buyer (a consumer giving no TIN; the consolidated buyer), as LHDN's guideline fills it. */
export function generalPublicBuyer(name: string = GENERAL_PUBLIC_NAME): EInvoiceParty {
  return {
    name,
    tin: GENERAL_TIN.GENERAL_PUBLIC,
    idType: 'NRIC',
    idValue: 'NA',
    sst: 'NA',
    phone: 'NA',
    address: { line1: 'NA', postcode: '', city: 'NA', stateCode: STATE_NOT_APPLICABLE, countryCode: 'MYS' },
  };
}

/** A B2C sale (no organization, no e-billing contact) that is never consolidated: a flight ticket, or above RM10,000. */
export function isOwnB2cSale(d: Pick<FinanceDocument, 'category' | 'revenueLines' | 'totals'>): boolean {
  return (
    d.category === 'FLIGHT' || d.revenueLines.some((l) => l.salesType === 'FLIGHT') || d.totals.total > CONSOLIDATION_MAX_SALE
  );
}

export const isB2c = (d: Pick<FinanceDocument, 'organizationId' | 'ebillingContactId'>) =>
  !d.organizationId && !d.ebillingContactId;

export interface IssuedDocument {
  document: FinanceDocument;
  /** A note's invoice (stored in the content, not in the contract). */
  invoiceId: string | null;
}

export interface Preparation {
  record: NewEInvoice;
  prepared: Prepared;
}

/**
 * Turns an issued document into its e-invoice: whether it needs one, the EInvoiceInput (supplier
 * from FINANCE_CONFIG, buyer from the organization or the general public), our validator's
 * verdict and the encoded document. Pure but for the reads of the document, the buyer and the
 * referenced invoice's e-invoice, all in the caller's transaction.
 */
@Injectable()
export class EInvoicePreparer {
  constructor(
    private readonly organizations: OrganizationDirectory,
    private readonly signer: MyInvoisSigner,
    @InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  async issuedDocument(manager: EntityManager, documentId: string): Promise<IssuedDocument | null> {
    const [row] = (await manager.query(
      `SELECT ${DOCUMENT_COLUMNS}, d.document->>'invoiceId' AS invoice_id FROM finance.documents d WHERE d.id = $1 AND d.status = 'ISSUED'`,
      [documentId],
    )) as (DocumentRow & { invoice_id: string | null })[];
    return row ? { document: documentOf(row), invoiceId: row.invoice_id } : null;
  }

  /** Null: the document needs no e-invoice of its own (a receipt; a B2C sale for the consolidated one; a note on one). */
  async prepare(manager: EntityManager, issued: IssuedDocument, issuedAt: string, now: Date): Promise<Preparation | null> {
    const d = issued.document;
    const typeCode = TYPE_OF[d.kind];
    if (!typeCode || !d.documentNo) return null;
    let referenced: { id: string; documentNo: string; uuid: string | null; valid: boolean } | null = null;
    if (d.kind !== 'INVOICE') {
      referenced = await this.referencedOf(manager, issued.invoiceId);
      // A B2C note on a sale that went into (or will go into) the consolidated e-invoice: nothing of its own.
      if (!referenced && isB2c(d)) return null;
    } else if (isB2c(d) && !isOwnB2cSale(d)) return null;

    const record: NewEInvoice = {
      subject: d.kind as EInvoiceSubject,
      typeCode,
      documentId: d.documentId,
      documentNo: d.documentNo,
      organizationId: d.organizationId,
      buyerName: d.organizationName ?? d.buyerName,
      buyerTin: null,
      currencyCode: d.currencyCode,
      total: d.totals.total,
      issuedAt,
      referencedEInvoiceId: referenced?.id ?? null,
      period: null,
    };
    const buyer = await this.buyerOf(manager, d);
    const input: EInvoiceInput = {
      typeCode,
      document: d,
      issuedAt,
      supplier: this.supplier(),
      buyer,
      // A note waiting for its invoice is checked with a stand-in reference, so every other fault shows now.
      referenced: referenced ? { documentNo: referenced.documentNo, uuid: referenced.uuid ?? 'PENDING' } : undefined,
    };
    return { record, prepared: this.check(input, now, referenced ? referenced.id : null, referenced && !referenced.valid) };
  }

  /**
   * Our validator, then (when it passes and nothing is awaited) the document as it will be sent:
   * signed at `now` as version 1.1 when a signing certificate is configured (the hash and size
   * are then the signed document's), else 1.0.
   */
  check(input: EInvoiceInput, now: Date, referencedEInvoiceId: string | null, waiting: boolean | null): Prepared {
    const sign = this.signer.enabled ? (doc: object) => this.signer.sign(doc, now) : undefined;
    const issues: EInvoiceIssueView[] = validateEInvoice(input, now, { sign }).map(({ path, rule, en, ms }) => ({
      path,
      rule,
      en,
      ms,
    }));
    const base = {
      issuedAt: input.issuedAt,
      buyerName: input.buyer.name || null,
      buyerTin: input.buyer.tin || null,
      referencedEInvoiceId,
    };
    if (issues.length) return { ...base, state: 'INVALID_LOCALLY', issues, json: null, hash: null, bytes: null };
    if (waiting) return { ...base, state: 'PREPARED', issues: [], json: null, hash: null, bytes: null };
    const built = buildUblDocument(input);
    const encoded = encodeForSubmission(sign ? sign(built) : built);
    return {
      ...base,
      state: 'PREPARED',
      issues: [],
      json: encoded.json,
      hash: encoded.submission.documentHash,
      bytes: encoded.bytes,
    };
  }

  supplier(): EInvoiceSupplier {
    const c = this.config;
    return {
      name: c.COMPANY_NAME,
      tin: c.COMPANY_TIN,
      idType: 'BRN',
      idValue: c.COMPANY_BRN,
      sst: c.COMPANY_SST,
      ttx: c.COMPANY_TTX,
      msic: c.COMPANY_MSIC,
      activity: c.COMPANY_ACTIVITY,
      phone: c.COMPANY_PHONE,
      email: c.COMPANY_EMAIL || null,
      address: {
        line1: c.COMPANY_ADDRESS,
        postcode: c.COMPANY_POSTCODE,
        city: c.COMPANY_CITY,
        stateCode: c.COMPANY_STATE_CODE,
        countryCode: 'MYS',
      },
    };
  }

  /**
   * The buyer: the document's e-billing contact (its TIN, id and address); else the organization's
   * billing details (organizations keep no TIN, so such an e-invoice is INVALID_LOCALLY on
   * buyer.tin: name an e-billing contact on the document); else the general public (a consumer).
   */
  private async buyerOf(manager: EntityManager, d: FinanceDocument): Promise<EInvoiceParty> {
    const contact = d.ebillingContactId ? await ebillingBuyerOf(manager, d.ebillingContactId) : undefined;
    if (contact) return contactBuyer(contact);
    if (!d.organizationId) return generalPublicBuyer(d.buyerName?.trim() || GENERAL_PUBLIC_NAME);
    const party = await this.organizations.billingPartyOf(manager, d.organizationId);
    return party ? organizationBuyer(party) : { ...generalPublicBuyer(d.organizationName ?? ''), tin: '' };
  }

  private async referencedOf(manager: EntityManager, invoiceId: string | null) {
    if (!invoiceId) return null;
    const [row] = (await manager.query(
      `SELECT id, document_no, uuid, state FROM finance.einvoices WHERE document_id = $1 AND subject = 'INVOICE'`,
      [invoiceId],
    )) as { id: string; document_no: string; uuid: string | null; state: string }[];
    if (!row) return null;
    // Rejection requested: still Valid at LHDN until we cancel.
    const valid = (row.state === 'VALID' || row.state === 'REJECTION_REQUESTED') && !!row.uuid;
    return { id: row.id, documentNo: row.document_no, uuid: valid ? row.uuid : null, valid };
  }
}

function contactBuyer(c: EbillingBuyer): EInvoiceParty {
  return {
    name: c.name,
    tin: c.tin,
    idType: c.idType,
    idValue: c.documentNumber,
    sst: c.sstNumber || 'NA',
    phone: c.phone,
    email: c.email,
    address: {
      line1: c.addressLine1,
      line2: c.addressLine2,
      postcode: c.postcode ?? '',
      city: c.city,
      stateCode: c.stateCode,
      countryCode: c.countryCode,
    },
  };
}

function organizationBuyer(p: OrganizationBillingParty): EInvoiceParty {
  const iso3 = p.countryCode ? (getCountryData(p.countryCode.toUpperCase() as TCountryCode)?.iso3 ?? p.countryCode) : 'MYS';
  const state = stateCodes().find((s) => s.en.toLowerCase() === (p.state ?? '').trim().toLowerCase() || s.code === p.state);
  return {
    name: p.name,
    // Organizations hold no TIN: the validator names buyer.tin.
    tin: '',
    idType: 'BRN',
    idValue: p.registrationNumber,
    sst: 'NA',
    phone: p.contactNumber?.replace(/[\s-]/g, '') ?? '',
    email: p.email || null,
    address: {
      line1: p.addressLine1 ?? '',
      line2: p.addressLine2,
      postcode: p.postcode ?? '',
      city: p.city ?? '',
      stateCode: iso3 === 'MYS' ? (state?.code ?? '') : STATE_NOT_APPLICABLE,
      countryCode: iso3,
    },
  };
}
