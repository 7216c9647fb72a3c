/**
 * The MyInvois API as typed calls: a token cached until shortly before it expires, our own
 * per-minute limits (waits rather than exceed LHDN's), 429 answered by waiting Retry-After and
 * trying again, a timeout per call, and every failure as a `MyInvoisError`. It never retries a
 * submission after anything but a 429 (a 2xx, a timeout or a 5xx may have been accepted: the caller
 * polls rather than resubmits). The client secret and the token are in no error, log or answer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MYINVOIS_RATE_LIMITS, SlidingWindow, type MyInvoisEndpoint } from './myinvois-limits';
import type { SubmissionDocument } from './ubl-document';

export interface MyInvoisClientOptions {
  /** e.g. https://preprod-api.myinvois.hasil.gov.my */
  baseUrl: string;
  /** The identity service (defaults to baseUrl). */
  identityUrl?: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** An intermediary logging in on behalf of a taxpayer: `TIN` or `TIN:BRN`. */
  onBehalfOf?: string;
  /** How many 429s in a row a call waits out before failing (default 3). */
  maxRateLimitRetries?: number;
  /** Per-minute limits on our side (default LHDN's). */
  limits?: Partial<Record<MyInvoisEndpoint, number>>;
}

export class MyInvoisError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly messageMs: string | null,
    readonly propertyPath: string | null,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
    this.name = 'MyInvoisError';
  }
}

export interface SubmitResult {
  submissionUid: string;
  acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[];
  rejectedDocuments: { invoiceCodeNumber: string; error: { code: string; message: string; propertyPath?: string | null } }[];
}

export type MyInvoisDocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface DocumentSummary {
  uuid: string;
  submissionUid: string;
  longId: string;
  internalId: string;
  typeName: string;
  typeVersionName: string;
  issuerTin: string;
  receiverId: string;
  dateTimeIssued: string;
  dateTimeReceived: string;
  dateTimeValidated: string | null;
  totalPayableAmount: number;
  status: MyInvoisDocumentStatus;
  cancelDateTime: string | null;
  rejectRequestDateTime: string | null;
  documentStatusReason: string | null;
}

export interface SubmissionStatus {
  submissionUid: string;
  documentCount: number;
  dateTimeReceived: string;
  overallStatus: 'in progress' | 'valid' | 'partially valid' | 'invalid';
  documentSummary: DocumentSummary[];
}

export interface ValidationError {
  errorCode: string;
  error: string;
  errorMS: string;
  propertyPath: string | null;
  innerError?: ValidationError[];
}

export interface DocumentDetails extends DocumentSummary {
  validationResults: {
    status: string;
    validationSteps: { name: string; status: 'Valid' | 'Invalid'; error?: ValidationError }[];
  };
}

/** Most documents in one submission. */
export const MAX_SUBMISSION_DOCUMENTS = 100;
/** Refresh the token this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class MyInvoisClient {
  // ES private fields: not in JSON.stringify, util.inspect or a logged object.
  readonly #secret: string;
  #token: { value: string; expiresAt: number } | null = null;
  #login: Promise<string> | null = null;
  private readonly baseUrl: string;
  private readonly identityUrl: string;
  private readonly fetcher: typeof fetch;
  private readonly window = new SlidingWindow();
  private readonly limits: Record<MyInvoisEndpoint, number>;
  private readonly options: Omit<MyInvoisClientOptions, 'clientSecret'>;

  constructor({ clientSecret, ...options }: MyInvoisClientOptions) {
    this.#secret = clientSecret;
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.identityUrl = (options.identityUrl || options.baseUrl).replace(/\/+$/, '');
    this.fetcher = options.fetch ?? fetch;
    this.limits = { ...MYINVOIS_RATE_LIMITS, ...options.limits };
  }

  toJSON() {
    return { baseUrl: this.baseUrl, identityUrl: this.identityUrl, clientId: this.options.clientId };
  }

  async submit(documents: SubmissionDocument[]): Promise<SubmitResult> {
    if (documents.length === 0 || documents.length > MAX_SUBMISSION_DOCUMENTS)
      throw new MyInvoisError(
        0,
        'BadArgument',
        'A submission carries 1 to 100 documents',
        'Penyerahan membawa 1 hingga 100 dokumen',
        'documents',
        false,
        null,
      );
    return this.api('submit', 'POST', '/api/v1.0/documentsubmissions/', { documents });
  }

  getSubmission(uid: string): Promise<SubmissionStatus> {
    return this.api('getSubmission', 'GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(uid)}`);
  }

  /** Why a document is Invalid: read once it is, never to poll (poll the submission). */
  getDetails(uuid: string): Promise<DocumentDetails> {
    return this.api('details', 'GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`);
  }

  getDocument(uuid: string): Promise<DocumentSummary & { document: string }> {
    return this.api('getDocument', 'GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/raw`);
  }

  cancel(uuid: string, reason: string): Promise<{ uuid: string; status: string }> {
    return this.api('state', 'PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, {
      status: 'cancelled',
      reason,
    });
  }

  reject(uuid: string, reason: string): Promise<{ uuid: string; status: string }> {
    return this.api('state', 'PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, {
      status: 'rejected',
      reason,
    });
  }

  /**
   * documents/search within one submission-date range (<= 31 days): how a submission whose answer
   * was lost (timeout, 5xx, a crash after the 2xx) is found before anything would be sent again.
   */
  searchDocuments(query: {
    submittedFrom: Date;
    submittedTo: Date;
    searchQuery: string;
  }): Promise<{ result: DocumentSummary[] }> {
    const params = new URLSearchParams({
      submissionDateFrom: query.submittedFrom.toISOString(),
      submissionDateTo: query.submittedTo.toISOString(),
      searchQuery: query.searchQuery,
      pageSize: '100',
    });
    return this.api('search', 'GET', `/api/v1.0/documents/search?${params}`);
  }

  /** true: LHDN knows the TIN with this id; false: it does not (404). */
  async validateTaxpayer(tin: string, idType: 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY', idValue: string): Promise<boolean> {
    const query = new URLSearchParams({ idType, idValue });
    try {
      await this.api('taxpayer', 'GET', `/api/v1.0/taxpayer/validate/${encodeURIComponent(tin)}?${query}`);
      return true;
    } catch (error) {
      if (error instanceof MyInvoisError && error.status === 404) return false;
      throw error;
    }
  }

  private async accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.#token.value;
    // One login for every caller waiting on it.
    this.#login ??= this.login().finally(() => {
      this.#login = null;
    });
    return this.#login;
  }

  private async login(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.options.clientId,
      client_secret: this.#secret,
      scope: 'InvoicingAPI',
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (this.options.onBehalfOf) headers.onbehalfof = this.options.onBehalfOf;
    const res = await this.send('login', `${this.identityUrl}/connect/token`, { method: 'POST', headers, body: form.toString() });
    const body = (await readJson(res)) as { access_token?: string; expires_in?: number; error?: unknown };
    if (!res.ok || typeof body.access_token !== 'string') {
      // The identity error names the problem (invalid_client...); the request, with the secret, is not repeated.
      const code = typeof body.error === 'string' ? body.error : 'LoginFailed';
      throw new MyInvoisError(
        res.status,
        code,
        `MyInvois login failed (${code})`,
        `Log masuk MyInvois gagal (${code})`,
        null,
        res.status >= 500,
        null,
      );
    }
    this.#token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  private async api<T>(endpoint: MyInvoisEndpoint, method: string, path: string, body?: unknown): Promise<T> {
    let reauthenticated = false;
    for (;;) {
      const token = await this.accessToken();
      const res = await this.send(endpoint, `${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status === 401 && !reauthenticated) {
        // The token was revoked or expired early on LHDN's side: one fresh login, then the call again.
        this.#token = null;
        reauthenticated = true;
        await res.body?.cancel();
        continue;
      }
      if (res.ok) return (await readJson(res)) as T;
      throw await errorOf(res);
    }
  }

  /** One HTTP call within our limits, waiting out 429s (Retry-After), with the timeout. */
  private async send(endpoint: MyInvoisEndpoint, url: string, init: RequestInit): Promise<Response> {
    const retries = this.options.maxRateLimitRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      await this.throttle(endpoint);
      let res: Response;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
      try {
        res = await this.fetcher(url, { ...init, signal: controller.signal });
      } catch {
        const timedOut = controller.signal.aborted;
        throw new MyInvoisError(
          0,
          timedOut ? 'Timeout' : 'NetworkError',
          timedOut ? `MyInvois did not answer within ${this.options.timeoutMs} ms` : 'MyInvois could not be reached',
          timedOut ? `MyInvois tidak menjawab dalam ${this.options.timeoutMs} ms` : 'MyInvois tidak dapat dihubungi',
          null,
          true,
          null,
        );
      } finally {
        clearTimeout(timer);
      }
      if (res.status !== 429 || attempt >= retries) return res;
      const waitMs = retryAfterMs(res) ?? 1_000;
      await res.body?.cancel();
      await sleep(waitMs);
    }
  }

  /** Waits until the endpoint's last minute has room, then counts the call. */
  private async throttle(endpoint: MyInvoisEndpoint): Promise<void> {
    const limit = this.limits[endpoint];
    for (;;) {
      const now = Date.now();
      const freeAt = this.window.freeAt(endpoint, limit, now);
      if (freeAt <= now) break;
      // Unreferenced: a call waiting for room does not by itself keep the process alive.
      await sleep(freeAt - now, undefined, { ref: false });
    }
    this.window.record(endpoint, Date.now());
  }
}

function retryAfterMs(res: Response): number | null {
  const header = res.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** LHDN's error bodies: `{ error: { errorCode, error, errorMS, propertyPath } }` or `{ error: { code, message } }`. */
async function errorOf(res: Response): Promise<MyInvoisError> {
  const body = (await readJson(res)) as Record<string, unknown>;
  const e = (typeof body.error === 'object' && body.error ? body.error : body) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const code = text(e.errorCode) ?? text(e.code) ?? `HTTP${res.status}`;
  const message = text(e.error) ?? text(e.message) ?? `MyInvois answered ${res.status}`;
  const retryable = res.status === 429 || res.status >= 500;
  return new MyInvoisError(
    res.status,
    code,
    message,
    text(e.errorMS) ?? text(e.errorMs),
    text(e.propertyPath),
    retryable,
    retryAfterMs(res),
  );
}
