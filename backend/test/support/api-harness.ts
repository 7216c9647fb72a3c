import { randomUUID } from 'node:crypto';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import * as argon2 from 'argon2';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApiApp } from '../../src/bootstrap';
import { type AppConfig, loadAppConfig } from '../../src/app-config';
import { seedDemoData } from '../../src/seed';
import { WorkerModule } from '../../src/worker.module';

export const ADMIN_PASSWORD = 'Admin@12345';

/**
 * Redis keys (queues included) per spec FILE: spec files run side by side, and a worker started by
 * one must not take the jobs of another's. Instances within one file share it (two-instance tests).
 */
const FILE_REDIS_PREFIX = `${process.env.REDIS_PREFIX ?? 'test:'}${randomUUID().slice(0, 8)}:`;

export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadAppConfig({ ...process.env, ADMIN_PASSWORD, REDIS_PREFIX: FILE_REDIS_PREFIX, ...overrides });
}

/** An API instance on a free port of this machine, with optional extra feature modules. */
export async function startApi(
  features: DynamicModule['imports'] = [],
  overrides: Partial<Record<keyof AppConfig, string>> = {},
) {
  const config = testConfig(overrides);
  const app: NestExpressApplication = await createApiApp(config, features);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const dataSource = app.get(DataSource);
  await seedDemoData(dataSource, config);
  return { app, url, config, dataSource, http: () => request(url) };
}

/**
 * A worker process context with extra job handlers (as the real worker.ts runs them). Its pool is
 * small unless told: two spec files run side by side, each with an API and often a worker, and
 * PostgreSQL's 100 connections must also cover a spec's own bursts (100 concurrent holds).
 */
export async function startWorker(
  providers: DynamicModule['providers'] = [],
  overrides: Partial<Record<keyof AppConfig, string>> = {},
): Promise<INestApplicationContext> {
  const config = testConfig({ DATABASE_POOL_SIZE: '5', ...overrides });
  return NestFactory.createApplicationContext(WorkerModule.forRoot(config, providers), { logger: false });
}

/** The header of a call as the user `token` signs in. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await request(url).post('/api/v1/bo/General/sign-in').send({ username, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** `startApi` and the seeded admin signed in on it: `({ api, admin } = await startAdminApi())` in beforeAll. */
export async function startAdminApi(...args: Parameters<typeof startApi>) {
  const api = await startApi(...args);
  return { api, admin: await signIn(api.url, 'admin', ADMIN_PASSWORD) };
}

/**
 * A spec file's API with the admin signed in: started before all its tests and handed to `use`
 * (`adminApiForFile((s) => ({ api, admin } = s))`), closed after them.
 */
export function adminApiForFile(use: (session: Awaited<ReturnType<typeof startAdminApi>>) => void): void {
  let session: Awaited<ReturnType<typeof startAdminApi>> | undefined;
  beforeAll(async () => {
    session = await startAdminApi();
    use(session);
  });
  afterAll(async () => {
    await session?.api.app.close();
  });
}

/** A signed-in user whose role grants exactly `permissions`. */
export async function userWith(dataSource: DataSource, url: string, permissions: string[], organizationId: string | null = null) {
  const role = `ROLE_${randomUUID().slice(0, 8)}`;
  const username = `u${randomUUID().slice(0, 8)}`;
  const password = 'Secret@123';
  await dataSource.query(`INSERT INTO identity.roles (code, name, permissions) VALUES ($1, $1, $2)`, [role, permissions]);
  // Users reference their organization; tests name one by id alone, so make sure it exists.
  if (organizationId) {
    await dataSource.query(`INSERT INTO organizations.organizations (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      organizationId,
      `Organization ${organizationId.slice(0, 8)}`,
    ]);
  }
  await dataSource.query(
    `INSERT INTO identity.users (username, password_hash, email, role_code, organization_id, status)
     VALUES ($1, $2, $3, $4, $5, 'A')`,
    [username, await argon2.hash(password), `${username}@example.test`, role, organizationId],
  );
  return { username, password, token: await signIn(url, username, password) };
}

/** An entry of the audit trail as `GET /ops/audit` answers it. */
export interface AuditEntry {
  action: string;
  targetId: string;
  pagePath: string | null;
  actorUsername: string;
  /** As the writer recorded it (the record, or before, after and what changed). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  details: any;
}

/** The newest 50 audit entries of `username` with `action`, of `targetId` only when given, read as `adminToken`. */
export async function auditEntries(
  api: { http: () => ReturnType<typeof request> },
  adminToken: string,
  query: { username: string; action: string; targetId?: string },
): Promise<AuditEntry[]> {
  const res = await api
    .http()
    .get('/api/v1/ops/audit')
    .set('Authorization', `Bearer ${adminToken}`)
    .query({ username: query.username, action: query.action, pageSize: '50' });
  const items = res.body.items as AuditEntry[];
  return query.targetId ? items.filter((e) => e.targetId === query.targetId) : items;
}
