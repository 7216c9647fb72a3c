import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the web app made, as the server received it. */
export interface SeenRequest {
  method: string;
  /** Path under the API base, without the query: 'bo/User/userList'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The JSON body (undefined without one). */
  body: unknown;
}

/** What a route answers: a status (200 by default) and a JSON body. */
export interface Answer {
  status?: number;
  body: unknown;
}
type Route = (request: SeenRequest) => Answer | Promise<Answer>;

/** The API base path the app calls under (its default, lib/api.ts). */
const BASE = '/api/v1/';

/**
 * A real HTTP server on 127.0.0.1 standing in for the API: component tests run the app's real data
 * path (RTK Query, fetch, the base query's headers, the shared schemas parsing the answers).
 * A test names what each call answers (`answer`) and reads what was sent (`seen`); a call nobody
 * answers gets a 404 in the API's error shape, so it shows rather than hangs.
 */
export class ApiServer {
  readonly requests: SeenRequest[] = [];
  private routes = new Map<string, Route>();
  private server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
        const text = Buffer.concat(chunks).toString('utf8');
        const request: SeenRequest = {
          method: incoming.method ?? 'GET',
          path: url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        };
        this.requests.push(request);
        const route = this.routes.get(`${request.method} ${request.path}`);
        const answer = route
          ? await route(request)
          : { status: 404, body: { code: 'RECORD_NOT_FOUND', message: `no answer for ${request.method} ${request.path}` } };
        outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(answer.body));
      })();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** `answer('GET', 'bo/User/userList', (request) => ({ body }))`, or a fixed body. */
  answer(method: string, path: string, route: Route | Answer) {
    this.routes.set(`${method} ${path}`, typeof route === 'function' ? route : () => route);
  }

  /** The calls of `method path` so far, oldest first. */
  seen(method: string, path: string): SeenRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The last call of `method path` (fails the test when there was none). */
  last(method: string, path: string): SeenRequest {
    const calls = this.seen(method, path);
    if (calls.length === 0) throw new Error(`${method} ${path} was not called`);
    return calls[calls.length - 1];
  }

  reset() {
    this.routes.clear();
    this.requests.length = 0;
  }
}

export const apiServer = new ApiServer();
