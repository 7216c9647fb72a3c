import { FINANCE_DOCUMENT_PREFIX, type FinanceDocumentKind } from '@bo/shared';
import type { EntityManager } from 'typeorm';

/**
 * The next number of `kind` for `year` (INV-2026-000001), taken in the issuing transaction: the
 * sequence row stays locked until that transaction ends, so concurrent issues of one kind and year
 * queue for this statement only, and a rolled-back issue gives its number back (no gap, no reuse).
 */
export async function nextDocumentNo(manager: EntityManager, kind: FinanceDocumentKind, year: number): Promise<string> {
  const [row] = (await manager.query(
    `INSERT INTO finance.document_sequences (kind, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_number = finance.document_sequences.last_number + 1
     RETURNING last_number`,
    [kind, year],
  )) as { last_number: number }[];
  return `${FINANCE_DOCUMENT_PREFIX[kind]}-${year}-${String(row!.last_number).padStart(6, '0')}`;
}
