import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../../src/app-config';
import {
  type MyInvoisSimulator,
  startMyInvoisSimulator,
} from '../../src/modules/finance/einvoice/myinvois-simulator/myinvois-simulator';
import { ADMIN_PASSWORD, signIn, startApi, startWorker } from './api-harness';
import { isolatedDatabase } from './isolated-database';

/**
 * What the e-invoice specs run on: the MyInvois simulator over HTTP (credentials of the run), and
 * an API and a worker on a database of the spec file's own pointed at it (`overrides` adds
 * settings, e.g. the signing certificate), the administrator signed in. `close()` stops it all.
 */
export async function startEInvoiceStack(tag: string, overrides: Partial<Record<keyof AppConfig, string>> = {}) {
  const clientId = `bo-${tag}`;
  const clientSecret = `secret-${randomUUID()}`;
  const sim: MyInvoisSimulator = await startMyInvoisSimulator({ port: 0, clientId, clientSecret, settleMs: 100 });
  const db = await isolatedDatabase(tag);
  const config = {
    DATABASE_URL: db.DATABASE_URL,
    MYINVOIS_URL: sim.url,
    MYINVOIS_CLIENT_ID: clientId,
    MYINVOIS_CLIENT_SECRET: clientSecret,
    MYINVOIS_TIMEOUT_MS: '1000',
    ...overrides,
  };
  const api = await startApi([], config);
  const worker: INestApplicationContext = await startWorker([], config);
  const admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  return {
    sim,
    api,
    worker,
    admin,
    clientId,
    clientSecret,
    close: async () => {
      await worker.close();
      await api.app.close();
      await db.drop();
      await sim.close();
    },
  };
}
export type EInvoiceStack = Awaited<ReturnType<typeof startEInvoiceStack>>;
