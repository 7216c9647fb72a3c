import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { SubscriptionsHost } from '../../src/core/event-store/event-store.module';
import { CreditLedgerService } from '../../src/modules/credit/services/credit-ledger.service';
import { ADMIN_PASSWORD, signIn, userWith } from './api-harness';
import { registerOrganization } from './organization-fixture';
import { startOrganizations } from './organizations-harness';

/** The paths of agency and of system (the provider's own) credit under `/bo/`. */
export const AGENT = 'AgentOrganizationCredit';
export const SYSTEM = 'SystemOrganizationCredit';

/** A booking reference of its own. */
export const ref = () => `BK-${randomUUID().slice(0, 8)}`;

/**
 * The credit context on a database of the spec file's own (API + worker, see startOrganizations):
 * approved organizations with their credit accounts, agency and staff users, an active bank (and
 * top-up fields naming it), and `settle()` to wait until the projections and reactions have caught up with every append.
 */
export async function startCredit() {
  const h = await startOrganizations();
  const staff = await signIn(h.api.url, 'admin', ADMIN_PASSWORD);
  const host = h.api.app.get(SubscriptionsHost);
  const ledger = h.api.app.get(CreditLedgerService);

  /** An organization created by staff: approved at once, so its MYR credit account opens (reaction). */
  const organization = () => registerOrganization(h.api, staff);

  async function bank(active = true): Promise<{ id: string; name: string }> {
    const code = `B${randomUUID().slice(0, 8)}`;
    const [row] = (await h.api.dataSource.query(
      `INSERT INTO settings.banks (code, name, active) VALUES ($1, $2, $3) RETURNING id, name`,
      [code, `Bank ${code}`, active],
    )) as { id: string; name: string }[];
    return row;
  }

  /** The active bank top-ups name unless they say otherwise. */
  const activeBank = await bank();

  /** A top-up's multipart fields: MYR 500.00 by bank transfer to `activeBank` under a reference of its own; `over` changes any. */
  function topUpFields(over: Record<string, string | number> = {}) {
    return {
      currencyCode: 'MYR',
      amount: 50_000,
      paymentType: 'BNK',
      paymentMethod: 'BANK_TRANSFER',
      bankId: activeBank.id,
      bankInReference: `REF-${randomUUID().slice(0, 6)}`,
      bankInDateTime: '2025-01-31T14:05:00+08:00',
      ...over,
    };
  }

  /** A `SELECT count(*) AS n ...` as a number. */
  const count = async (sql: string, params: unknown[] = []) => Number((await h.api.dataSource.query(sql, params))[0].n);

  /** How much of everything a credit call could store there is: account events, top-ups, slips, fee settings. */
  const stored = () =>
    Promise.all([
      count(`SELECT count(*) AS n FROM event_store.events WHERE stream_type = 'CreditAccount'`),
      count(`SELECT count(*) AS n FROM credit.top_up_streams`),
      count(`SELECT count(*) AS n FROM storage.files`),
      count(`SELECT count(*) AS n FROM credit.system_fee_settings`),
    ]);

  /** Resolves once every subscriber (credit projections and pushes included) has caught up. */
  const settle = () => host.runner.waitUntilIdle(20_000);

  /** Calls as one user; `key` sends an Idempotency-Key. */
  function as(token: string) {
    const auth = (req: Test, key?: string) => {
      req = req.set('Authorization', `Bearer ${token}`);
      return key ? req.set('Idempotency-Key', key) : req;
    };
    return {
      get: (path: string) => auth(h.api.http().get(`/api/v1/bo/${path}`)),
      post: (path: string, body: object, key?: string) => auth(h.api.http().post(`/api/v1/bo/${path}`), key).send(body),
      multipart: (path: string, fields: Record<string, string | number>, key?: string) => {
        let req = auth(h.api.http().post(`/api/v1/bo/${path}`), key);
        for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
        return req;
      },
    };
  }

  return {
    ...h,
    staff,
    host,
    ledger,
    organization,
    bank,
    activeBank,
    topUpFields,
    count,
    stored,
    settle,
    as,
    userWith: (permissions: string[], organizationId: string | null = null) =>
      userWith(h.api.dataSource, h.api.url, permissions, organizationId),
  };
}
