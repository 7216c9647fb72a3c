import { apiErrorSchema, HEADERS, pagePathHeaderValue, XSRF_COOKIE, type ApiError } from '@bo/shared';
import { API_BASE_URL } from './api';
import { readCookie } from './cookies';
import { readAfterHeaders, rememberLogPosition } from './read-after';

export interface UploadRequest {
  token: string | null;
  language: string;
  /** 0..1 as the browser sends the body. */
  onProgress?: (fraction: number) => void;
}

/** A refused upload: the API's error (code, message in the UI language, field details). */
export class UploadError extends Error {
  constructor(
    readonly problem: ApiError | null,
    status: number,
  ) {
    super(problem?.message ?? String(status));
  }
}

/**
 * A multipart POST with upload progress (fetch reports none): the same headers as every call of
 * the web app (bearer token, anti-forgery, page path, language, read-after). Answers the parsed JSON; a
 * refusal throws UploadError.
 */
export function uploadWithProgress(path: string, body: FormData, request: UploadRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept-language', request.language);
    xhr.setRequestHeader(HEADERS.pagePath, pagePathHeaderValue(window.location.pathname));
    if (request.token) xhr.setRequestHeader('authorization', `Bearer ${request.token}`);
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) xhr.setRequestHeader(HEADERS.xsrf, xsrf);
    for (const [name, value] of Object.entries(readAfterHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && request.onProgress?.(event.loaded / event.total);
    xhr.onload = () => {
      rememberLogPosition(xhr.getResponseHeader(HEADERS.logPosition));
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json);
      else {
        const problem = apiErrorSchema.safeParse(json);
        reject(new UploadError(problem.success ? problem.data : null, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(null, 0));
    xhr.send(body);
  });
}
