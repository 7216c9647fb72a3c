import { type FinanceDocument, type FinanceDocumentKind, financeDocumentSchema } from '@bo/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { iso } from '../../../core/read-side/sql-dates';

/** The columns every read of a document takes: its content and the state beside it. */
export const DOCUMENT_COLUMNS = `d.id, d.kind, d.status, d.document_no, d.outstanding, d.payment_status, d.document,
  ${iso('d.issued_at')} AS issued_at, ${iso('d.created_at')} AS created_at, ${iso('d.updated_at')} AS updated_at`;

export interface DocumentRow {
  id: string;
  kind: FinanceDocumentKind;
  status: string;
  document_no: string | null;
  outstanding: string | null;
  payment_status: string | null;
  document: Record<string, unknown> & { allocations: { invoiceNo: string; amount: number }[] };
  issued_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A row as the contract answers it (the schema drops what is only stored: invoice ids, the language). */
export function documentOf(row: DocumentRow): FinanceDocument {
  const { source, deactivationReason, ...content } = row.document;
  return financeDocumentSchema.parse({
    ...content,
    documentId: row.id,
    kind: row.kind,
    status: row.status,
    documentNo: row.document_no,
    outstanding: row.outstanding === null ? null : Number(row.outstanding),
    paymentStatus: row.payment_status,
    source: source ?? null,
    deactivationReason: deactivationReason ?? null,
    issuedAt: row.issued_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/**
 * Which documents the actor may see, as SQL on alias `d`: staff all; an agency user its own
 * organization's issued and deactivated ones (drafts are the provider's work in progress).
 */
export function visibleTo(actor: Actor, param: number): { sql: string; values: unknown[] } {
  if (actor.organizationId === null) return { sql: 'true', values: [] };
  return { sql: `d.organization_id = $${param} AND d.status <> 'DRAFT'`, values: [actor.organizationId] };
}

/** One document of `kinds` the actor may see, by id or number; 404 otherwise (another's looks like none). */
export async function findDocument(
  db: DataSource | EntityManager,
  actor: Actor,
  kinds: readonly FinanceDocumentKind[],
  ref: { documentId?: string; documentNo?: string },
): Promise<FinanceDocument> {
  const scope = visibleTo(actor, 3);
  const [row] = (await db.query(
    `SELECT ${DOCUMENT_COLUMNS} FROM finance.documents d
      WHERE ${ref.documentId ? 'd.id = $1::uuid' : 'd.document_no = $1'} AND d.kind = ANY($2::text[]) AND ${scope.sql}`,
    [ref.documentId ?? ref.documentNo, kinds, ...scope.values],
  )) as DocumentRow[];
  if (!row) throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
  return documentOf(row);
}
