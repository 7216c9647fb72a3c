import type { FinanceDocumentKind, Statement } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { agingOf } from '../receivable-rows';
import { GetStatement } from './get-statement.query';

/** How a document moves what the organization owes: invoices and debit notes up, credit notes and receipts down. */
const SIGNED = `CASE WHEN d.kind IN ('INVOICE', 'DEBIT_NOTE') THEN d.total ELSE -d.total END`;

@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query }: GetStatement): Promise<Statement> {
    const organizationId = targetOrganization(actor, query.organizationId);
    const { currencyCode, from, to } = query;
    // Issued documents only: a deactivated one was voided, it never counted.
    const scope = `d.organization_id = $1 AND d.currency_code = $2 AND d.status = 'ISSUED'`;
    const [opening] = (await this.dataSource.query(
      `SELECT coalesce(sum(${SIGNED}), 0)::text AS balance FROM finance.documents d WHERE ${scope} AND d.document_date < $3::date`,
      [organizationId, currencyCode, from],
    )) as { balance: string }[];
    const docs = (await this.dataSource.query(
      `SELECT to_char(d.document_date, 'YYYY-MM-DD') AS "documentDate", d.document_no AS "documentNo", d.kind,
              coalesce(d.document->>'descriptions', d.document->'revenueLines'->0->>'description', d.document->>'referenceNumber') AS description,
              (${SIGNED})::text AS signed
         FROM finance.documents d
        WHERE ${scope} AND d.document_date BETWEEN $3::date AND $4::date
        ORDER BY d.document_date, d.issued_at, d.id`,
      [organizationId, currencyCode, from, to],
    )) as { documentDate: string; documentNo: string; kind: FinanceDocumentKind; description: string | null; signed: string }[];
    let balance = Number(opening!.balance);
    const openingBalance = balance;
    const rows = docs.map((d) => {
      const signed = Number(d.signed);
      balance += signed;
      return {
        documentDate: d.documentDate,
        documentNo: d.documentNo,
        kind: d.kind,
        description: d.description,
        debit: Math.max(signed, 0),
        credit: Math.max(-signed, 0),
        balance,
      };
    });
    const { buckets, organizationName } = await agingOf(this.dataSource, organizationId, currencyCode, to);
    const [named] = (await this.dataSource.query(
      `SELECT document->>'organizationName' AS name FROM finance.documents WHERE organization_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [organizationId],
    )) as { name: string | null }[];
    return {
      organizationId,
      organizationName: organizationName ?? named?.name ?? null,
      currencyCode,
      from,
      to,
      openingBalance,
      rows,
      closingBalance: balance,
      aging: buckets,
    };
  }
}
