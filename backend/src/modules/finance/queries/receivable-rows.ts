import type { AgingBuckets } from '@bo/shared';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The aging of receivables as of a day: each invoice's outstanding from its ledger rows effective
 * up to that day (documents count from their date; later allocations and voids from their day), in buckets of days past its due date (not yet due counts in the
 * first). `$1` is the day; `where` adds conditions on invoices `d` with parameters from `$2`.
 */
export function agingSql(where: string): string {
  return `
    SELECT d.organization_id AS "organizationId", min(d.document->>'organizationName') AS "organizationName",
           d.currency_code AS "currencyCode", count(*)::int AS invoices,
           coalesce(sum(o.amount) FILTER (WHERE $1::date - d.due_date <= 30), 0)::text AS "current0to30",
           coalesce(sum(o.amount) FILTER (WHERE $1::date - d.due_date BETWEEN 31 AND 60), 0)::text AS "days31to60",
           coalesce(sum(o.amount) FILTER (WHERE $1::date - d.due_date BETWEEN 61 AND 90), 0)::text AS "days61to90",
           coalesce(sum(o.amount) FILTER (WHERE $1::date - d.due_date > 90), 0)::text AS "over90",
           sum(o.amount)::text AS total
      FROM finance.documents d
      JOIN LATERAL (
        SELECT sum(e.amount) AS amount FROM finance.receivable_entries e
         WHERE e.invoice_id = d.id AND e.effective_on <= $1::date
      ) o ON o.amount > 0
     WHERE d.kind = 'INVOICE' AND d.status <> 'DRAFT' AND d.document_date <= $1::date ${where}
     GROUP BY d.organization_id, d.currency_code
     ORDER BY min(d.document->>'organizationName') NULLS LAST, d.currency_code`;
}

type BucketText = { [K in keyof AgingBuckets]: string };
/** A row of `agingSql`. */
export type AgingRow = BucketText & {
  organizationId: string | null;
  organizationName: string | null;
  currencyCode: string;
  invoices: number;
};
export const bucketsOf = (row: BucketText): AgingBuckets => ({
  current0to30: Number(row.current0to30),
  days31to60: Number(row.days31to60),
  days61to90: Number(row.days61to90),
  over90: Number(row.over90),
  total: Number(row.total),
});

export const NO_BUCKETS: AgingBuckets = { current0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };

/** One organization's aging in one currency as of `day`. */
export async function agingOf(db: DataSource | EntityManager, organizationId: string, currencyCode: string, day: string) {
  const [row] = (await db.query(agingSql('AND d.organization_id = $2 AND d.currency_code = $3'), [
    day,
    organizationId,
    currencyCode,
  ])) as (BucketText & {
    organizationName: string | null;
  })[];
  return { buckets: row ? bucketsOf(row) : NO_BUCKETS, organizationName: row?.organizationName ?? null };
}
