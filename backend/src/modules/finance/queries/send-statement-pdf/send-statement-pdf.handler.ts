import { type FinanceDocumentKind, type Language } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { InjectConfig } from '../../../../core/config/config-section';
import { requestContext } from '../../../../core/context/request-context';
import { AppError } from '../../../../core/errors/app-error';
import { OrganizationDirectory } from '../../../organizations';
import { FINANCE_CONFIG, type FinanceConfig } from '../../finance.config';
import { companyDetailsOf } from '../../pdf/finance-layout';
import { renderStatementOfAccount, type StatementOfAccount } from '../../pdf/statement-of-account';
import { SendStatementPdf } from './send-statement-pdf.query';

/** How a document moves what the organization owes: invoices and debit notes up, credit notes and receipts down. */
const SIGNED = `CASE WHEN d.kind IN ('INVOICE', 'DEBIT_NOTE') THEN d.total ELSE -d.total END`;

/**
 * The statement of account as a PDF (small: rendered on each call, never stored): the issued,
 * not deactivated documents of the organization in the currency, opening balance before `from`,
 * each of the period in document-date order with its running balance, and the aging as of `to`
 * from the ledger rows of its invoices entered up to that day (Kuala Lumpur dates), by days past
 * the due date. Staff name the organization; an agency user gets its own (another's is 404).
 * In the caller's language.
 */
@QueryHandler(SendStatementPdf)
export class SendStatementPdfHandler implements IQueryHandler<SendStatementPdf> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    @InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  async execute({ actor, query, res }: SendStatementPdf) {
    const organizationId = targetOrganization(actor, query.organizationId);
    const party = await this.organizations.billingPartyOf(this.dataSource.manager, organizationId);
    if (!party) throw new AppError('RECORD_NOT_FOUND');
    const statement = await this.statementOf(organizationId, query.currencyCode, query.from, query.to);
    const lang: Language = requestContext.get()?.language === 'ms' ? 'ms' : 'en';
    const pdf = await renderStatementOfAccount(
      { ...statement, organization: { name: party.name, code: party.code } },
      companyDetailsOf(this.config),
      lang,
    );
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    const name = `statement-${party.code ?? organizationId}-${query.currencyCode}-${query.to}.pdf`;
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    res.end(pdf);
  }

  /** The statement's figures (its own small reader; the JSON statement call is the lead's GetStatement). */
  private async statementOf(
    organizationId: string,
    currencyCode: string,
    from: string,
    to: string,
  ): Promise<Omit<StatementOfAccount, 'organization'>> {
    const scope = `d.organization_id = $1 AND d.currency_code = $2 AND d.status = 'ISSUED'`;
    const [opening] = (await this.dataSource.query(
      `SELECT coalesce(sum(${SIGNED}), 0)::text AS balance FROM finance.documents d WHERE ${scope} AND d.document_date < $3::date`,
      [organizationId, currencyCode, from],
    )) as { balance: string }[];
    const docs = (await this.dataSource.query(
      `SELECT to_char(d.document_date, 'YYYY-MM-DD') AS date, d.document_no AS "documentNo", d.kind,
              coalesce(d.document->>'descriptions', d.document->'revenueLines'->0->>'description', d.document->>'referenceNumber', '') AS description,
              (${SIGNED})::text AS signed
         FROM finance.documents d
        WHERE ${scope} AND d.document_date BETWEEN $3::date AND $4::date
        ORDER BY d.document_date, d.issued_at, d.id`,
      [organizationId, currencyCode, from, to],
    )) as { date: string; documentNo: string; kind: FinanceDocumentKind; description: string; signed: string }[];
    const openingBalance = Number(opening!.balance);
    let balance = openingBalance;
    const rows = docs.map((d) => {
      const signed = Number(d.signed);
      balance += signed;
      return {
        date: d.date,
        documentNo: d.documentNo,
        kind: d.kind,
        description: d.description,
        debit: Math.max(signed, 0),
        credit: Math.max(-signed, 0),
        balance,
      };
    });
    // What each invoice still owed on `to`, by days past its due date then (not yet due: the first bucket).
    const [aging] = (await this.dataSource.query(
      `SELECT coalesce(sum(o.amount) FILTER (WHERE $3::date - d.due_date <= 30), 0)::text AS "current0to30",
              coalesce(sum(o.amount) FILTER (WHERE $3::date - d.due_date BETWEEN 31 AND 60), 0)::text AS "days31to60",
              coalesce(sum(o.amount) FILTER (WHERE $3::date - d.due_date BETWEEN 61 AND 90), 0)::text AS "days61to90",
              coalesce(sum(o.amount) FILTER (WHERE $3::date - d.due_date > 90), 0)::text AS "over90"
         FROM finance.documents d
         JOIN LATERAL (
           SELECT sum(e.amount) AS amount FROM finance.receivable_entries e
            WHERE e.invoice_id = d.id AND (e.entered_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date <= $3::date
         ) o ON o.amount > 0
        WHERE d.kind = 'INVOICE' AND d.status <> 'DRAFT' AND d.organization_id = $1 AND d.currency_code = $2
          AND d.document_date <= $3::date`,
      [organizationId, currencyCode, to],
    )) as Record<'current0to30' | 'days31to60' | 'days61to90' | 'over90', string>[];
    return {
      asOf: to,
      currencyCode,
      openingBalance,
      rows,
      closingBalance: balance,
      aging: {
        current0to30: Number(aging!.current0to30),
        days31to60: Number(aging!.days31to60),
        days61to90: Number(aging!.days61to90),
        over90: Number(aging!.over90),
      },
    };
  }
}
