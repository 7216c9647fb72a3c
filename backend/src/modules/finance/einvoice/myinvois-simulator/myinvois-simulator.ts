/**
 * A local stand-in for LHDN MyInvois (identity and e-invoicing API), for tests and `npm start`:
 * nothing leaves this machine. Plain node:http, in memory. Paths are LHDN's:
 *
 *   POST /connect/token                             client_credentials in the form body (Basic refused), 3600 s tokens
 *   POST /api/v1.0/documentsubmissions/             202 { submissionUid, acceptedDocuments, rejectedDocuments };
 *                                                   100 documents, 5 MB, 300 KB each; the identical payload within
 *                                                   10 minutes: 422 DuplicateSubmission with Retry-After
 *   GET  /api/v1.0/documentsubmissions/{uid}        overallStatus in progress -> valid | partially valid | invalid
 *   GET  /api/v1.0/documents/{uuid}/details         the summary + validationResults (steps, errors in en and ms)
 *   GET  /api/v1.0/documents/{uuid}/raw             the summary + the document as submitted
 *   PUT  /api/v1.0/documents/state/{uuid}/state     { status: cancelled | rejected, reason }
 *   GET  /api/v1.0/taxpayer/validate/{tin}?idType=&idValue=   200 or 404
 *
 * Documents are validated by its own checks (document-checks.ts) `settleMs` after they arrive.
 * Business windows (72 h, 10 min, 2 h, token life) run on the settable clock `now`; the per-minute
 * rate limits and the settling run on real time. The client secret and tokens are in no answer.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { listenLoopback, sameSecret } from '../../../../core/simulators/simulator-http';
import { factsOf, validateSubmitted, type DocumentFacts, type ValidationStep } from './document-checks';
import { MYINVOIS_RATE_LIMITS, SlidingWindow, type MyInvoisEndpoint } from '../myinvois-limits';

export interface MyInvoisSimulatorOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  /** The simulator's clock (default: the real one); `setNow`/`advance` move it. */
  now?: () => Date;
  /** Real milliseconds a document stays Submitted before it is validated (default 200). */
  settleMs?: number;
  /** Taxpayers validate/{tin} knows: their id must match. Others: any well-formed TIN not in notFoundTins. */
  taxpayers?: { tin: string; idType: string; idValue: string }[];
  notFoundTins?: string[];
}

export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface SimulatedDocument {
  uuid: string;
  submissionUid: string;
  longId: string;
  clientId: string;
  json: string;
  facts: DocumentFacts;
  status: DocumentStatus;
  receivedAt: Date;
  receivedAtMs: number;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  rejectRequestedAt: Date | null;
  statusReason: string | null;
  steps: ValidationStep[];
}

export interface SimulatedSubmission {
  submissionUid: string;
  clientId: string;
  receivedAt: Date;
  /** SHA-256 of the request body: the identical payload is refused for 10 minutes. */
  payloadHash: string;
  documentUuids: string[];
  /** The documents' own hashes, as sent (assert that nothing went twice). */
  documentHashes: string[];
}

export interface FailureSpec {
  status: number;
  times?: number;
  /** Seconds, sent as Retry-After (429 and 503). */
  retryAfter?: number;
  errorCode?: string;
}

export interface MyInvoisSimulator {
  url: string;
  close(): Promise<void>;
  /** The next `times` calls of `endpoint` answer `status` (before any other check). */
  failNext(endpoint: MyInvoisEndpoint, failure: FailureSpec): void;
  /** The next call of `endpoint` waits `ms` before it is handled (a client timeout). */
  delayNext(endpoint: MyInvoisEndpoint, ms: number): void;
  now(): Date;
  setNow(at: Date): void;
  advance(ms: number): void;
  /** Validate every Submitted document now, without waiting for settleMs. */
  settle(): void;
  submissions(): readonly SimulatedSubmission[];
  documents(): readonly SimulatedDocument[];
  document(uuid: string): SimulatedDocument | undefined;
  /** Calls answered per endpoint (including refused ones). */
  calls(endpoint: MyInvoisEndpoint): number;
  addTaxpayer(tin: string, idType: string, idValue: string): void;
}

const API = '/api/v1.0';
const MAX_SUBMISSION_BYTES = 5 * 1024 * 1024;
const MAX_DOCUMENT_BYTES = 300 * 1024;
const MAX_DOCUMENTS = 100;
const TOKEN_SECONDS = 3600;
const DUPLICATE_PAYLOAD_MS = 10 * 60_000;
const DUPLICATE_DOCUMENT_MS = 2 * 3_600_000;
const STATE_WINDOW_MS = 72 * 3_600_000;
const UID_LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
const ID_TYPES = new Set(['NRIC', 'PASSPORT', 'BRN', 'ARMY']);
const TIN = /^(IG\d{9,11}|[A-Z]{1,2}\d{8,11}0|EI\d{11})$/;

/** A call refused with `status`, answered in MyInvois' error format. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly messageMs: string,
    readonly headers: Record<string, string> = {},
    readonly propertyPath: string | null = null,
  ) {
    super(message);
  }
}

export async function startMyInvoisSimulator(options: MyInvoisSimulatorOptions): Promise<MyInvoisSimulator> {
  let clock: (() => Date) | null = options.now ?? null;
  let offsetMs = 0;
  const now = () => new Date((clock ? clock().getTime() : Date.now()) + offsetMs);
  const settleMs = options.settleMs ?? 200;
  const tokens = new Map<string, { clientId: string; expiresAt: number }>();
  const submissions = new Map<string, SimulatedSubmission>();
  const documents = new Map<string, SimulatedDocument>();
  const taxpayers = new Map((options.taxpayers ?? []).map((t) => [t.tin, t]));
  const notFound = new Set(options.notFoundTins ?? []);
  const failures = new Map<MyInvoisEndpoint, FailureSpec & { times: number }>();
  const delays = new Map<MyInvoisEndpoint, number>();
  const callCounts = new Map<MyInvoisEndpoint, number>();
  const window = new SlidingWindow();

  // Submission order: of two documents with the same facts, the later one is the duplicate.
  const order = new WeakMap<SimulatedDocument, number>();
  let sequence = 0;
  const documentOrder = (d: SimulatedDocument) => order.get(d) ?? 0;
  const newId = (length: number) => Array.from({ length }, () => UID_LETTERS[randomInt(UID_LETTERS.length)]).join('');

  function settle(force = false): void {
    const real = Date.now();
    for (const doc of documents.values()) {
      if (doc.status !== 'Submitted' || (!force && real - doc.receivedAtMs < settleMs)) continue;
      const { steps } = validateSubmitted(doc.json, {
        receivedAt: doc.receivedAt,
        isValidInvoice: (uuid) => {
          const ref = documents.get(uuid);
          return !!ref && ref.status === 'Valid' && ['01', '11'].includes(ref.facts.typeCode);
        },
        isDuplicate: (f) =>
          [...documents.values()].some(
            (other) =>
              documentOrder(other) < documentOrder(doc) &&
              other.status !== 'Invalid' &&
              doc.receivedAt.getTime() - other.receivedAt.getTime() <= DUPLICATE_DOCUMENT_MS &&
              other.facts.typeCode === f.typeCode &&
              other.facts.version === f.version &&
              other.facts.issueDateTime === f.issueDateTime &&
              other.facts.internalId === f.internalId &&
              other.facts.supplierTin === f.supplierTin,
          ),
      });
      doc.steps = steps;
      doc.validatedAt = now();
      doc.status = steps.every((s) => s.status === 'Valid') ? 'Valid' : 'Invalid';
    }
  }

  function summary(doc: SimulatedDocument) {
    return {
      uuid: doc.uuid,
      submissionUid: doc.submissionUid,
      longId: doc.status === 'Valid' ? doc.longId : '',
      internalId: doc.facts.internalId,
      typeName: TYPE_NAMES[doc.facts.typeCode] ?? 'Invoice',
      typeVersionName: doc.facts.version,
      issuerTin: doc.facts.supplierTin,
      issuerName: doc.facts.supplierName,
      receiverId: doc.facts.buyerTin,
      receiverName: doc.facts.buyerName,
      dateTimeIssued: doc.facts.issueDateTime,
      dateTimeReceived: doc.receivedAt.toISOString(),
      dateTimeValidated: doc.validatedAt?.toISOString() ?? null,
      totalPayableAmount: doc.facts.totalPayable,
      status: doc.status,
      cancelDateTime: doc.cancelledAt?.toISOString() ?? null,
      rejectRequestDateTime: doc.rejectRequestedAt?.toISOString() ?? null,
      documentStatusReason: doc.statusReason,
    };
  }

  function bearer(req: IncomingMessage): string {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const found = tokens.get(token);
    if (!found || found.expiresAt <= now().getTime())
      throw new Refusal(401, 'Unauthorized', 'A valid access token is required', 'Token akses yang sah diperlukan');
    return found.clientId;
  }

  /** Limits, injected failures and delays; then counts the call. */
  async function gate(endpoint: MyInvoisEndpoint, key: string, res: ServerResponse): Promise<void> {
    callCounts.set(endpoint, (callCounts.get(endpoint) ?? 0) + 1);
    const delay = delays.get(endpoint);
    if (delay !== undefined) {
      delays.delete(endpoint);
      await sleep(delay);
    }
    const failure = failures.get(endpoint);
    if (failure) {
      if (--failure.times <= 0) failures.delete(endpoint);
      const headers: Record<string, string> =
        failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {};
      throw new Refusal(
        failure.status,
        failure.errorCode ?? (failure.status === 429 ? 'TooManyRequests' : 'ServerError'),
        `Simulated failure ${failure.status}`,
        `Kegagalan simulasi ${failure.status}`,
        headers,
      );
    }
    const limit = MYINVOIS_RATE_LIMITS[endpoint];
    const real = Date.now();
    const windowKey = `${endpoint}:${key}`;
    const count = window.count(windowKey, real);
    const resetAt = window.freeAt(windowKey, limit, real);
    res.setHeader('x-rate-limit-limit', String(limit));
    res.setHeader('x-rate-limit-reset', new Date(Math.max(resetAt, real)).toISOString());
    if (count >= limit) {
      res.setHeader('x-rate-limit-remaining', '0');
      throw new Refusal(429, 'TooManyRequests', 'Too many requests', 'Terlalu banyak permintaan', {
        'retry-after': String(Math.max(1, Math.ceil((resetAt - real) / 1000))),
      });
    }
    window.record(windowKey, real);
    res.setHeader('x-rate-limit-remaining', String(limit - count - 1));
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = (await readBody(req, 16 * 1024)).toString('utf8');
    const form = new URLSearchParams(raw);
    await gate('login', form.get('client_id') ?? req.socket.remoteAddress ?? '', res);
    if ((req.headers.authorization ?? '').startsWith('Basic '))
      return oauthError(
        res,
        'invalid_request',
        'Credentials must be sent in the form body (Basic authentication is not supported)',
      );
    if (form.get('grant_type') !== 'client_credentials')
      return oauthError(res, 'unsupported_grant_type', 'grant_type must be client_credentials');
    if (
      !sameSecret(form.get('client_id') ?? '', options.clientId) ||
      !sameSecret(form.get('client_secret') ?? '', options.clientSecret)
    )
      return oauthError(res, 'invalid_client', 'Unknown client or wrong secret');
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { clientId: options.clientId, expiresAt: now().getTime() + TOKEN_SECONDS * 1000 });
    json(res, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope: form.get('scope') ?? 'InvoicingAPI',
    });
  }

  async function submit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const clientId = bearer(req);
    await gate('submit', clientId, res);
    const body = await readBody(req, MAX_SUBMISSION_BYTES);
    const payloadHash = createHash('sha256').update(body).digest('hex');
    const at = now();
    const earlier = [...submissions.values()].find(
      (s) =>
        s.clientId === clientId && s.payloadHash === payloadHash && at.getTime() - s.receivedAt.getTime() < DUPLICATE_PAYLOAD_MS,
    );
    if (earlier) {
      const wait = Math.ceil((earlier.receivedAt.getTime() + DUPLICATE_PAYLOAD_MS - at.getTime()) / 1000);
      throw new Refusal(
        422,
        'DuplicateSubmission',
        'The identical submission was received in the last 10 minutes',
        'Penyerahan yang sama telah diterima dalam 10 minit lepas',
        {
          'retry-after': String(wait),
        },
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new Refusal(400, 'BadStructure', 'The body must be JSON', 'Badan permintaan mesti JSON');
    }
    const list = (parsed as { documents?: unknown })?.documents;
    if (!Array.isArray(list) || list.length === 0)
      throw new Refusal(
        400,
        'BadStructure',
        'documents must list at least one document',
        'documents mesti menyenaraikan sekurang-kurangnya satu dokumen',
        {},
        'documents',
      );
    if (list.length > MAX_DOCUMENTS)
      throw new Refusal(
        400,
        'MaximumSizeExceeded',
        'At most 100 documents per submission',
        'Maksimum 100 dokumen setiap penyerahan',
        {},
        'documents',
      );
    const submission: SimulatedSubmission = {
      submissionUid: newId(26),
      clientId,
      receivedAt: at,
      payloadHash,
      documentUuids: [],
      documentHashes: [],
    };
    const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
    const rejected: { invoiceCodeNumber: string; error: Record<string, unknown> }[] = [];
    for (const entry of list as Record<string, unknown>[]) {
      const codeNumber = typeof entry?.codeNumber === 'string' ? entry.codeNumber : '';
      const reject = (code: string, message: string, messageMs: string, propertyPath: string) =>
        rejected.push({
          invoiceCodeNumber: codeNumber,
          error: { code, message, errorMS: messageMs, propertyPath, target: codeNumber, details: [] },
        });
      if (entry?.format !== 'JSON' || typeof entry.document !== 'string' || typeof entry.documentHash !== 'string') {
        reject(
          'BadStructure',
          'format JSON, document (base64) and documentHash are required',
          'format JSON, document (base64) dan documentHash diperlukan',
          'documents',
        );
        continue;
      }
      const raw = Buffer.from(entry.document, 'base64');
      submission.documentHashes.push(entry.documentHash);
      if (raw.length > MAX_DOCUMENT_BYTES) {
        reject('MaximumSizeExceeded', 'A document may be at most 300 KB', 'Dokumen maksimum 300 KB', 'document');
        continue;
      }
      if (createHash('sha256').update(raw).digest('hex') !== entry.documentHash.toLowerCase()) {
        reject(
          'IncorrectHash',
          'documentHash is not the SHA-256 of the document',
          'documentHash bukan SHA-256 dokumen',
          'documentHash',
        );
        continue;
      }
      const text = raw.toString('utf8');
      let facts: DocumentFacts;
      try {
        facts = factsOf(JSON.parse(text) as Record<string, unknown>);
      } catch {
        reject('BadStructure', 'The document is not JSON', 'Dokumen bukan JSON', 'document');
        continue;
      }
      if (!facts.internalId || facts.internalId !== codeNumber) {
        reject('BadArgument', 'codeNumber must be the document ID', 'codeNumber mesti ID dokumen', 'codeNumber');
        continue;
      }
      const doc: SimulatedDocument = {
        uuid: newId(26),
        submissionUid: submission.submissionUid,
        longId: newId(40),
        clientId,
        json: text,
        facts,
        status: 'Submitted',
        receivedAt: at,
        receivedAtMs: Date.now(),
        validatedAt: null,
        cancelledAt: null,
        rejectRequestedAt: null,
        statusReason: null,
        steps: [],
      };
      order.set(doc, ++sequence);
      documents.set(doc.uuid, doc);
      submission.documentUuids.push(doc.uuid);
      accepted.push({ uuid: doc.uuid, invoiceCodeNumber: codeNumber });
    }
    submissions.set(submission.submissionUid, submission);
    json(res, 202, { submissionUid: submission.submissionUid, acceptedDocuments: accepted, rejectedDocuments: rejected });
  }

  function getSubmission(uid: string, clientId: string) {
    const submission = submissions.get(uid);
    if (!submission || submission.clientId !== clientId)
      throw new Refusal(404, 'NotFound', 'No such submission', 'Tiada penyerahan sedemikian');
    settle();
    const docs = submission.documentUuids.map((u) => documents.get(u)!);
    const statuses = docs.map((d) => d.status);
    const overallStatus = statuses.some((s) => s === 'Submitted')
      ? 'in progress'
      : statuses.every((s) => s === 'Invalid')
        ? 'invalid'
        : statuses.some((s) => s === 'Invalid')
          ? 'partially valid'
          : 'valid';
    return {
      submissionUid: uid,
      documentCount: docs.length,
      dateTimeReceived: submission.receivedAt.toISOString(),
      overallStatus,
      documentSummary: docs.map(summary),
    };
  }

  /**
   * documents/search: one submission-date pair (at most 31 days), `searchQuery` matching the
   * internal id (our document number) or the UUID, newest first, page size <= 100.
   */
  function search(params: URLSearchParams, clientId: string) {
    const from = Date.parse(params.get('submissionDateFrom') ?? '');
    const to = Date.parse(params.get('submissionDateTo') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to) || to < from || to - from > 31 * 86_400_000)
      throw new Refusal(
        400,
        'BadArgument',
        'submissionDateFrom and submissionDateTo are required, at most 31 days apart',
        'submissionDateFrom dan submissionDateTo diperlukan, paling banyak 31 hari',
      );
    const pageSize = Math.min(100, Math.max(1, Number(params.get('pageSize') ?? 100) || 100));
    const query = params.get('searchQuery') ?? '';
    settle();
    const found = [...documents.values()]
      .filter((d) => d.clientId === clientId && d.receivedAt.getTime() >= from && d.receivedAt.getTime() <= to)
      .filter((d) => !query || d.facts.internalId === query || d.uuid === query)
      .sort((a, b) => documentOrder(b) - documentOrder(a));
    return { result: found.slice(0, pageSize).map(summary), metadata: { hits: found.length, continuationToken: null } };
  }

  function documentOf(uuid: string, clientId: string): SimulatedDocument {
    settle();
    const doc = documents.get(uuid);
    if (!doc || doc.clientId !== clientId) throw new Refusal(404, 'NotFound', 'No such document', 'Tiada dokumen sedemikian');
    return doc;
  }

  async function changeState(req: IncomingMessage, uuid: string, clientId: string) {
    const body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as { status?: unknown; reason?: unknown };
    const doc = documentOf(uuid, clientId);
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (!['cancelled', 'rejected'].includes(body.status as string))
      throw new Refusal(
        400,
        'BadArgument',
        'status must be cancelled or rejected',
        'status mesti cancelled atau rejected',
        {},
        'status',
      );
    if (!reason || reason.length > 300)
      throw new Refusal(
        400,
        'BadArgument',
        'A reason of at most 300 characters is required',
        'Sebab maksimum 300 aksara diperlukan',
        {},
        'reason',
      );
    if (doc.status !== 'Valid')
      throw new Refusal(400, 'IncorrectState', `The document is ${doc.status}`, `Dokumen berstatus ${doc.status}`);
    if (now().getTime() - doc.validatedAt!.getTime() > STATE_WINDOW_MS)
      throw new Refusal(
        400,
        'OperationPeriodOver',
        'The 72 hours after validation are over: issue a note instead',
        'Tempoh 72 jam selepas pengesahan telah tamat: keluarkan nota',
      );
    if (body.status === 'rejected') {
      if (doc.rejectRequestedAt)
        throw new Refusal(400, 'IncorrectState', 'Rejection was already requested', 'Penolakan telah pun dimohon');
      doc.rejectRequestedAt = now();
      doc.statusReason = reason;
      return { uuid, status: 'Requested for Rejection' };
    }
    const referencing = [...documents.values()].some((d) => d.status === 'Valid' && d.facts.referencedUuids.includes(uuid));
    if (referencing)
      throw new Refusal(
        400,
        'ActiveReferencingDocuments',
        'A Valid note references this document: cancel it first',
        'Nota Sah merujuk dokumen ini: batalkan nota dahulu',
      );
    doc.status = 'Cancelled';
    doc.cancelledAt = now();
    doc.statusReason = reason;
    return { uuid, status: 'Cancelled' };
  }

  function validateTaxpayer(tin: string, idType: string, idValue: string): boolean {
    if (!ID_TYPES.has(idType) || !idValue)
      throw new Refusal(
        400,
        'BadArgument',
        'idType (NRIC, PASSPORT, BRN, ARMY) and idValue are required',
        'idType dan idValue diperlukan',
        {},
        'idType',
      );
    const known = taxpayers.get(tin);
    if (known) return known.idType === idType && known.idValue === idValue;
    return TIN.test(tin) && !tin.startsWith('EI') && !notFound.has(tin);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('correlationId', randomBytes(8).toString('hex'));
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    if (path === '/connect/token' && method === 'POST') return login(req, res);
    if (path === `${API}/documentsubmissions` && method === 'POST') return submit(req, res);
    let m = new RegExp(`^${API}/documentsubmissions/([A-Z0-9]+)$`).exec(path);
    if (m && method === 'GET') {
      const clientId = bearer(req);
      await gate('getSubmission', clientId, res);
      return json(res, 200, getSubmission(m[1]!, clientId));
    }
    if (path === `${API}/documents/search` && method === 'GET') {
      const clientId = bearer(req);
      await gate('search', clientId, res);
      return json(res, 200, search(url.searchParams, clientId));
    }
    m = new RegExp(`^${API}/documents/([A-Z0-9]+)/(details|raw)$`).exec(path);
    if (m && method === 'GET') {
      const clientId = bearer(req);
      await gate(m[2] === 'details' ? 'details' : 'getDocument', clientId, res);
      const doc = documentOf(m[1]!, clientId);
      if (m[2] === 'details')
        return json(res, 200, { ...summary(doc), validationResults: { status: doc.status, validationSteps: doc.steps } });
      return json(res, 200, { ...summary(doc), document: doc.json });
    }
    m = new RegExp(`^${API}/documents/state/([A-Z0-9]+)/state$`).exec(path);
    if (m && method === 'PUT') {
      const clientId = bearer(req);
      await gate('state', clientId, res);
      return json(res, 200, await changeState(req, m[1]!, clientId));
    }
    m = new RegExp(`^${API}/taxpayer/validate/([^/]+)$`).exec(path);
    if (m && method === 'GET') {
      const clientId = bearer(req);
      await gate('taxpayer', clientId, res);
      const ok = validateTaxpayer(
        decodeURIComponent(m[1]!),
        url.searchParams.get('idType') ?? '',
        url.searchParams.get('idValue') ?? '',
      );
      if (!ok)
        throw new Refusal(404, 'NotFound', 'No taxpayer with this TIN and id', 'Tiada pembayar cukai dengan TIN dan id ini');
      res.writeHead(200, { 'cache-control': 'no-store' });
      return void res.end();
    }
    throw new Refusal(404, 'NotFound', 'Not found', 'Tidak dijumpai');
  }

  function refuse(res: ServerResponse, error: unknown): void {
    const r = error instanceof Refusal ? error : new Refusal(500, 'InternalError', 'Simulator error', 'Ralat simulator');
    if (res.headersSent) return void res.end();
    for (const [name, value] of Object.entries(r.headers)) res.setHeader(name, value);
    json(res, r.status, {
      error: { errorCode: r.code, error: r.message, errorMS: r.messageMs, propertyPath: r.propertyPath, innerError: [] },
    });
  }

  const server = await listenLoopback(options, (req, res) => void route(req, res).catch((error: unknown) => refuse(res, error)));

  return {
    url: server.url,
    close: server.close,
    failNext: (endpoint, failure) => void failures.set(endpoint, { ...failure, times: failure.times ?? 1 }),
    delayNext: (endpoint, ms) => void delays.set(endpoint, ms),
    now,
    setNow: (at) => {
      clock = null;
      offsetMs = at.getTime() - Date.now();
    },
    advance: (ms) => {
      offsetMs += ms;
    },
    settle: () => settle(true),
    submissions: () => [...submissions.values()],
    documents: () => [...documents.values()],
    document: (uuid) => documents.get(uuid),
    calls: (endpoint) => callCounts.get(endpoint) ?? 0,
    addTaxpayer: (tin, idType, idValue) => void taxpayers.set(tin, { tin, idType, idValue }),
  };
}

const TYPE_NAMES: Record<string, string> = {
  '01': 'Invoice',
  '02': 'Credit Note',
  '03': 'Debit Note',
  '04': 'Refund Note',
  '11': 'Self-billed Invoice',
  '12': 'Self-billed Credit Note',
  '13': 'Self-billed Debit Note',
  '14': 'Self-billed Refund Note',
};

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes)
      throw new Refusal(
        413,
        'MaximumSizeExceeded',
        `The request is larger than ${maxBytes} bytes`,
        `Permintaan melebihi ${maxBytes} bait`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function oauthError(res: ServerResponse, error: string, description: string): void {
  json(res, 400, { error, error_description: description });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
