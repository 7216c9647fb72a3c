import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  EInvoice,
  EInvoiceAttempt,
  EInvoiceIssueView,
  EInvoiceState,
  EInvoiceSubject,
  FinanceDocumentKind,
} from '@bo/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { InjectConfig } from '../../../core/config/config-section';
import { EventStore } from '../../../core/event-store';
import { iso } from '../../../core/read-side/sql-dates';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';

export const EINVOICE_STREAM_TYPE = 'einvoice';
export const einvoiceStreamId = (id: string) => `einvoice-${id}`;

/**
 * The one event of an e-invoice's stream: its state moved (ids and states only: no buyer data).
 * The table is the record; this is its trail and what the API pushes live (the worker has no
 * socket server, the API's reaction reads the event store).
 */
/** Where a Valid document's QR code and link point: LHDN's share page of it. */
export const validationUrlOf = (portal: string, uuid: string, longId: string) =>
  `${portal.replace(/\/+$/, '')}/${uuid}/share/${longId}`;

export interface EInvoiceStateChanged {
  eInvoiceId: string;
  documentId: string | null;
  documentNo: string;
  from: EInvoiceState | null;
  to: EInvoiceState;
  action: string;
}

export interface EInvoiceRow {
  id: string;
  subject: EInvoiceSubject;
  type_code: string;
  document_id: string | null;
  document_no: string;
  organization_id: string | null;
  buyer_name: string | null;
  buyer_tin: string | null;
  currency_code: string;
  total: string;
  state: EInvoiceState;
  referenced_einvoice_id: string | null;
  issues: EInvoiceIssueView[];
  issued_at: string;
  document_json: string | null;
  document_hash: string | null;
  document_bytes: number | null;
  submission_uid: string | null;
  uuid: string | null;
  long_id: string | null;
  validated_at: string | null;
  attempts: number;
  last_error: string | null;
  submit_started_at: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  rejection_reason: string | null;
  rejection_requested_at: string | null;
  period: string | null;
  created_at: string;
  updated_at: string;
}

const ROW_COLUMNS = `e.id, e.subject, e.type_code, e.document_id, e.document_no, e.organization_id, e.buyer_name, e.buyer_tin,
  e.currency_code, e.total, e.state, e.referenced_einvoice_id, e.issues, ${iso('e.issued_at')} AS issued_at, e.document_json,
  e.document_hash, e.document_bytes, e.submission_uid, e.uuid, e.long_id, ${iso('e.validated_at')} AS validated_at, e.attempts,
  e.last_error, ${iso('e.submit_started_at')} AS submit_started_at, e.cancel_reason, ${iso('e.cancelled_at')} AS cancelled_at,
  e.rejection_reason, ${iso('e.rejection_requested_at')} AS rejection_requested_at, e.period,
  ${iso('e.created_at')} AS created_at, ${iso('e.updated_at')} AS updated_at`;

/** The view's columns: the row, the waited-for invoice's number and how many documents a consolidated one covers. */
export const VIEW_COLUMNS = `${ROW_COLUMNS},
  (SELECT r.document_no FROM finance.einvoices r WHERE r.id = e.referenced_einvoice_id AND r.state <> 'VALID'
     AND e.state = 'PREPARED') AS waiting_for,
  (SELECT d.kind FROM finance.documents d WHERE d.id = e.document_id) AS document_kind,
  CASE WHEN e.subject = 'CONSOLIDATED' THEN (SELECT count(*)::int FROM finance.einvoice_consolidated c WHERE c.einvoice_id = e.id) END
    AS covered_documents`;

export type EInvoiceViewRow = EInvoiceRow & {
  waiting_for: string | null;
  document_kind: FinanceDocumentKind | null;
  covered_documents: number | null;
};

export interface NewEInvoice {
  subject: EInvoiceSubject;
  typeCode: string;
  documentId: string | null;
  documentNo: string;
  organizationId: string | null;
  buyerName: string | null;
  buyerTin: string | null;
  currencyCode: string;
  total: number;
  issuedAt: string;
  referencedEInvoiceId: string | null;
  period: string | null;
}

/** What a preparation leaves on the record: the built document, or our validator's issues. */
export interface Prepared {
  state: 'PREPARED' | 'INVALID_LOCALLY';
  issues: EInvoiceIssueView[];
  json: string | null;
  hash: string | null;
  bytes: number | null;
  issuedAt: string;
  buyerName: string | null;
  buyerTin: string | null;
  referencedEInvoiceId: string | null;
}

/**
 * The e-invoice records (`finance.einvoices`) and their submit log: plain SQL, each state change
 * with its attempt row and its `EInvoiceStateChanged` event in the caller's transaction.
 */
@Injectable()
export class EInvoiceRecords {
  constructor(
    private readonly events: EventStore,
    @InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  async byId(db: DataSource | EntityManager, id: string, lock = false): Promise<EInvoiceRow | null> {
    const [row] = (await db.query(`SELECT ${ROW_COLUMNS} FROM finance.einvoices e WHERE e.id = $1${lock ? ' FOR UPDATE' : ''}`, [
      id,
    ])) as EInvoiceRow[];
    return row ?? null;
  }

  async byDocument(db: DataSource | EntityManager, documentId: string, lock = false): Promise<EInvoiceRow | null> {
    const [row] = (await db.query(
      `SELECT ${ROW_COLUMNS} FROM finance.einvoices e WHERE e.document_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [documentId],
    )) as EInvoiceRow[];
    return row ?? null;
  }

  async view(db: DataSource | EntityManager, id: string): Promise<EInvoice | null> {
    const [row] = (await db.query(`SELECT ${VIEW_COLUMNS} FROM finance.einvoices e WHERE e.id = $1`, [id])) as EInvoiceViewRow[];
    return row ? this.toView(row) : null;
  }

  async attemptsOf(db: DataSource | EntityManager, id: string): Promise<EInvoiceAttempt[]> {
    return (await db.query(
      `SELECT attempt, action, state, submission_uid AS "submissionUid", uuid, message, actor_id AS "actorId", ${iso('at')} AS at
         FROM finance.einvoice_attempts WHERE einvoice_id = $1 ORDER BY id`,
      [id],
    )) as EInvoiceAttempt[];
  }

  toView(row: EInvoiceViewRow): EInvoice {
    return {
      eInvoiceId: row.id,
      subject: row.subject,
      typeCode: row.type_code,
      documentId: row.document_id,
      documentNo: row.document_no,
      documentKind: row.document_kind,
      organizationId: row.organization_id,
      buyerName: row.buyer_name,
      buyerTin: row.buyer_tin,
      currencyCode: row.currency_code,
      total: Number(row.total),
      state: row.state,
      waitingFor: row.waiting_for,
      submissionUid: row.submission_uid,
      uuid: row.uuid,
      longId: row.long_id,
      validationUrl: row.uuid && row.long_id ? validationUrlOf(this.config.MYINVOIS_PORTAL_URL, row.uuid, row.long_id) : null,
      validatedAt: row.validated_at,
      documentHash: row.document_hash,
      issues: row.issues,
      attempts: row.attempts,
      lastError: row.last_error,
      cancelReason: row.cancel_reason,
      cancelledAt: row.cancelled_at,
      rejectionReason: row.rejection_reason,
      rejectionRequestedAt: row.rejection_requested_at,
      period: row.period,
      coveredDocuments: row.covered_documents,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** A new record in its prepared (or locally invalid) state; null when the document has one already. */
  async create(
    manager: EntityManager,
    input: NewEInvoice,
    prepared: Prepared,
    actorId: string | null = null,
  ): Promise<string | null> {
    const id = randomUUID();
    const inserted = (await manager.query(
      `INSERT INTO finance.einvoices (id, subject, type_code, document_id, document_no, organization_id, buyer_name, buyer_tin,
         currency_code, total, state, referenced_einvoice_id, issues, issued_at, document_json, document_hash, document_bytes,
         period, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, now(), now())
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        input.subject,
        input.typeCode,
        input.documentId,
        input.documentNo,
        input.organizationId,
        prepared.buyerName ?? input.buyerName,
        prepared.buyerTin ?? input.buyerTin,
        input.currencyCode,
        input.total,
        prepared.state,
        prepared.referencedEInvoiceId ?? input.referencedEInvoiceId,
        JSON.stringify(prepared.issues),
        prepared.issuedAt,
        prepared.json,
        prepared.hash,
        prepared.bytes,
        input.period,
      ],
    )) as { id: string }[];
    if (inserted.length === 0) return null;
    await this.logged(manager, id, input.documentId, input.documentNo, null, prepared.state, 'PREPARE', {
      message: prepared.issues.length ? prepared.issues.map((i) => `${i.path}: ${i.rule}`).join('; ') : null,
      actorId,
    });
    return id;
  }

  /** Prepared again (a retry): a new document, a new issue time, no LHDN ids. */
  async reprepare(
    manager: EntityManager,
    row: EInvoiceRow,
    prepared: Prepared,
    actorId: string | null,
    action = 'RETRY',
  ): Promise<void> {
    await manager.query(
      `UPDATE finance.einvoices SET state = $2, issues = $3, document_json = $4, document_hash = $5, document_bytes = $6,
              issued_at = $7, buyer_name = coalesce($8, buyer_name), buyer_tin = coalesce($9, buyer_tin),
              referenced_einvoice_id = coalesce($10, referenced_einvoice_id),
              submission_uid = NULL, uuid = NULL, long_id = NULL, validated_at = NULL, submit_started_at = NULL,
              next_check_at = NULL, last_error = NULL, updated_at = now()
        WHERE id = $1`,
      [
        row.id,
        prepared.state,
        JSON.stringify(prepared.issues),
        prepared.json,
        prepared.hash,
        prepared.bytes,
        prepared.issuedAt,
        prepared.buyerName,
        prepared.buyerTin,
        prepared.referencedEInvoiceId,
      ],
    );
    await this.logged(manager, row.id, row.document_id, row.document_no, row.state, prepared.state, action, {
      message: prepared.issues.length ? prepared.issues.map((i) => `${i.path}: ${i.rule}`).join('; ') : null,
      actorId,
    });
  }

  /**
   * Moves a record: the columns given, its attempt row, and (when the state moves) its event. The
   * columns are a whitelist of this file's callers (never user input as a column name).
   */
  async update(
    manager: EntityManager,
    row: Pick<EInvoiceRow, 'id' | 'document_id' | 'document_no' | 'state'>,
    to: EInvoiceState,
    action: string,
    set: Partial<Record<SettableColumn, unknown>>,
    log: { message?: string | null; actorId?: string | null; submissionUid?: string | null; uuid?: string | null } = {},
  ): Promise<void> {
    const entries = Object.entries(set) as [SettableColumn, unknown][];
    for (const [column] of entries) if (!SETTABLE.has(column)) throw new Error(`not a settable e-invoice column: ${column}`);
    const assignments = entries.map(([column], i) => `${column} = $${i + 3}`);
    await manager.query(
      `UPDATE finance.einvoices SET state = $2, ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1`,
      [row.id, to, ...entries.map(([column, v]) => (column === 'issues' ? JSON.stringify(v) : v))],
    );
    await this.logged(manager, row.id, row.document_id, row.document_no, row.state, to, action, log);
  }

  private async logged(
    manager: EntityManager,
    id: string,
    documentId: string | null,
    documentNo: string,
    from: EInvoiceState | null,
    to: EInvoiceState,
    action: string,
    log: { message?: string | null; actorId?: string | null; submissionUid?: string | null; uuid?: string | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO finance.einvoice_attempts (einvoice_id, attempt, action, state, submission_uid, uuid, message, actor_id, at)
       SELECT $1, attempts, $2, $3, $4, $5, $6, $7, now() FROM finance.einvoices WHERE id = $1`,
      [id, action, to, log.submissionUid ?? null, log.uuid ?? null, log.message?.slice(0, 2000) ?? null, log.actorId ?? null],
    );
    if (from === to) return;
    const data: EInvoiceStateChanged = { eInvoiceId: id, documentId, documentNo, from, to, action };
    await this.events.append(einvoiceStreamId(id), EINVOICE_STREAM_TYPE, [{ type: 'EInvoiceStateChanged', data }], {
      expectedVersion: 'any',
      manager,
    });
  }
}

type SettableColumn =
  | 'issues'
  | 'submission_uid'
  | 'uuid'
  | 'long_id'
  | 'validated_at'
  | 'attempts'
  | 'last_error'
  | 'submit_started_at'
  | 'next_check_at'
  | 'last_checked_at'
  | 'cancel_reason'
  | 'cancelled_at'
  | 'rejection_reason'
  | 'rejection_requested_at';
const SETTABLE: ReadonlySet<string> = new Set<SettableColumn>([
  'issues',
  'submission_uid',
  'uuid',
  'long_id',
  'validated_at',
  'attempts',
  'last_error',
  'submit_started_at',
  'next_check_at',
  'last_checked_at',
  'cancel_reason',
  'cancelled_at',
  'rejection_reason',
  'rejection_requested_at',
]);
