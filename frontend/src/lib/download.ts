import { apiErrorSchema, HEADERS, pagePathHeaderValue, XSRF_COOKIE } from '@bo/shared';
import { API_BASE_URL } from './api';
import { readCookie } from './cookies';
import { readAfterHeaders, rememberLogPosition } from './read-after';

export interface ApiFile {
  blob: Blob;
  /** From the answer's Content-Disposition, else the fallback given. */
  fileName: string;
}

export interface ApiFileRequest {
  token: string | null;
  language: string;
  method?: 'GET' | 'POST';
  /** JSON body of a POST (e.g. the filters of an export). */
  body?: unknown;
  fallbackName?: string;
}

/** A refused file request: the API's message, and its status and catalogue code (DOCUMENT_PDF_NOT_READY) for callers that retry. */
export class ApiFileError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ApiFileError';
  }
}

/** `filename*=UTF-8''...` (RFC 6266) first, then a plain `filename="..."`. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/**
 * A file answered by the API (an authorized download or a server-side export), fetched with the
 * session's bearer token. Files are never handed out as bare URLs: a link would carry no
 * credentials, and the API serves nothing without them. A refusal throws an ApiFileError carrying the
 * API's message (in the UI language), status and code.
 */
export async function fetchApiFile(path: string, request: ApiFileRequest): Promise<ApiFile> {
  const url = `${API_BASE_URL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = {
    'accept-language': request.language,
    [HEADERS.pagePath]: pagePathHeaderValue(window.location.pathname),
    ...readAfterHeaders(),
  };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[HEADERS.xsrf] = xsrf;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  rememberLogPosition(response.headers.get(HEADERS.logPosition));
  if (!response.ok) {
    const problem = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiFileError(
      problem.success ? problem.data.message : response.statusText || String(response.status),
      response.status,
      problem.success ? problem.data.code : null,
    );
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? request.fallbackName ?? 'download',
  };
}
