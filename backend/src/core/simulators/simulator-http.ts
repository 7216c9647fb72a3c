/**
 * The HTTP plumbing the local simulators of outside services share (bookings' eLeisure and flight
 * supplier, finance's MyInvois; `npm start` and the tests run them): plain
 * node:http on loopback, JSON bodies read with a size limit, answers that are never cached, a
 * credential compared in constant time, and a refusal thrown anywhere in a route answered in the
 * service's own error format. What each service answers stays in its simulator (in its context).
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the simulator refuses: answered with `status`, `code` and `message` in the supplier's format. */
export class SimulatorRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Whether the credential a request gave is exactly the expected one (constant time, never logged). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The request's body as a JSON object: 413 REQUEST_TOO_LARGE past `maxBytes`, 400 INVALID_REQUEST
 * when it is not an object. An empty body is `{}` when `emptyIsObject`, else refused too.
 */
export async function readJsonObject(
  req: IncomingMessage,
  maxBytes: number,
  { emptyIsObject = false }: { emptyIsObject?: boolean } = {},
): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new SimulatorRefusal(413, 'REQUEST_TOO_LARGE', 'Request too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const body: unknown = JSON.parse(text === '' && emptyIsObject ? '{}' : text);
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new SimulatorRefusal(400, 'INVALID_REQUEST', 'The body must be a JSON object');
}

export function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

export interface SimulatorServer {
  /** The base URL, e.g. http://127.0.0.1:40123. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `route` on `host` (loopback unless told otherwise) and `port` (0 or absent: an ephemeral
 * one). What `route` throws is answered by `refuse`: a SimulatorRefusal as it is, anything else as
 * 500 INTERNAL_ERROR (no detail), or the connection ended when the answer had already begun.
 */
export async function serveSimulator(
  options: { port?: number; host?: string },
  route: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  refuse: (res: ServerResponse, refusal: SimulatorRefusal) => void,
): Promise<SimulatorServer> {
  return listenLoopback(options, (req, res) => {
    route(req, res).catch((error: unknown) => {
      const refusal = error instanceof SimulatorRefusal ? error : new SimulatorRefusal(500, 'INTERNAL_ERROR', 'Simulator error');
      if (!res.headersSent) refuse(res, refusal);
      else res.end();
    });
  });
}

/** Serves `handler` on `host` (loopback unless told otherwise) and `port` (0 or absent: an ephemeral one). */
export async function listenLoopback(
  options: { port?: number; host?: string },
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<SimulatorServer> {
  const server = createServer(handler);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
