import type { INestApplicationContext } from '@nestjs/common';
import type { Socket } from 'socket.io-client';
import type { AppConfig } from '../../src/app-config';
import { ADMIN_PASSWORD, signIn, startApi, startWorker } from './api-harness';
import { isolatedDatabase } from './isolated-database';
import { startMailbox } from './mailbox';
import { openSocket } from './sockets';

/**
 * API + worker + a real SMTP server on a database of this spec file's own (see isolatedDatabase):
 * for specs that wait for what the app's reactions queue or push (e-mails, vouchers, tickets, live
 * events). `DATABASE_URL` starts more instances on it; `close()` stops everything and drops it.
 */
export async function startIsolatedStack(tag: string, apiOverrides: Partial<Record<keyof AppConfig, string>> = {}) {
  const db = await isolatedDatabase(tag);
  const { DATABASE_URL } = db;
  const mailbox = await startMailbox();
  const api = await startApi([], { DATABASE_URL, ...apiOverrides });
  const worker: INestApplicationContext = await startWorker([], { DATABASE_URL, SMTP_URL: mailbox.smtpUrl });
  const sockets: Socket[] = [];

  async function connect(token: string): Promise<Socket> {
    const socket = await openSocket(api.url, token);
    sockets.push(socket);
    return socket;
  }

  const close = async () => {
    for (const s of sockets) s.disconnect();
    await worker.close();
    await api.app.close();
    await mailbox.close();
    await db.drop();
  };
  return { DATABASE_URL, api, worker, mailbox, connect, close };
}

export type IsolatedStack = Awaited<ReturnType<typeof startIsolatedStack>>;

/**
 * A spec file's isolated stack with the seeded admin signed in (`admin`, the token): started before all
 * the file's tests, closed after them. Called at the top of the file, before its own `beforeAll` (which
 * can then use it): `const stack = isolatedStackForFile('documents')`, then `stack.api`, `stack.worker`,
 * `stack.mailbox`. For specs whose jobs come from reactions (subscribers): on the shared run database,
 * another spec file's API could run them and queue the jobs under its own Redis prefix.
 */
export function isolatedStackForFile(
  tag: string,
  apiOverrides: Partial<Record<keyof AppConfig, string>> = {},
): IsolatedStack & { admin: string } {
  const stack = {} as IsolatedStack & { admin: string };
  let started: IsolatedStack | undefined;
  beforeAll(async () => {
    started = await startIsolatedStack(tag, apiOverrides);
    Object.assign(stack, started, { admin: await signIn(started.api.url, 'admin', ADMIN_PASSWORD) });
  });
  afterAll(async () => {
    await started?.close();
  });
  return stack;
}
