import type { Language, Statement } from '@bo/shared';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../../../../core/config/config-section';
import { requestContext } from '../../../../core/context/request-context';
import { OrganizationDirectory } from '../../../organizations';
import { FINANCE_CONFIG, type FinanceConfig } from '../../finance.config';
import { companyDetailsOf } from '../../pdf/finance-layout';
import { renderStatementOfAccount } from '../../pdf/statement-of-account';
import { GetStatement } from '../get-statement/get-statement.query';
import { SendStatementPdf } from './send-statement-pdf.query';

/**
 * The statement of account as a PDF, rendered on each call (small; never stored), in the caller's
 * language: the figures are GetStatement's (its tenancy too: staff name the organization, an
 * agency user gets its own, another's is 404), the organization's code from its directory.
 */
@QueryHandler(SendStatementPdf)
export class SendStatementPdfHandler implements IQueryHandler<SendStatementPdf> {
  constructor(
    private readonly queries: QueryBus,
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    @InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  async execute({ actor, query, res }: SendStatementPdf) {
    const statement: Statement = await this.queries.execute(new GetStatement(actor, query));
    const party = await this.organizations.billingPartyOf(this.dataSource.manager, statement.organizationId);
    const lang: Language = requestContext.get()?.language === 'ms' ? 'ms' : 'en';
    const { aging } = statement;
    const pdf = await renderStatementOfAccount(
      {
        organization: { name: party?.name ?? statement.organizationName ?? statement.organizationId, code: party?.code ?? null },
        asOf: statement.to,
        currencyCode: statement.currencyCode,
        openingBalance: statement.openingBalance,
        rows: statement.rows.map((r) => ({
          date: r.documentDate,
          documentNo: r.documentNo,
          kind: r.kind,
          description: r.description ?? '',
          debit: r.debit,
          credit: r.credit,
          balance: r.balance,
        })),
        aging: {
          current0to30: aging.current0to30,
          days31to60: aging.days31to60,
          days61to90: aging.days61to90,
          over90: aging.over90,
        },
        closingBalance: statement.closingBalance,
      },
      companyDetailsOf(this.config),
      lang,
    );
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    const name = `statement-${party?.code ?? statement.organizationId}-${statement.currencyCode}-${statement.to}.pdf`;
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    res.end(pdf);
  }
}
