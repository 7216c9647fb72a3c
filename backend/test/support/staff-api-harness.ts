import type { Test } from 'supertest';
import { ADMIN_PASSWORD, auditEntries, signIn, startApi, userWith } from './api-harness';
import { isolatedDatabase } from './isolated-database';

/** Who a staff-only spec signs in as: users whose roles hold exactly these permissions. */
export interface StaffApiUsers {
  /** The provider's staff keeping the records (no organization in the token). */
  staff: string[];
  /** Reads only. */
  viewer: string[];
  /** Signed in, with none of the calls' permissions. */
  outsider: string[];
}

/**
 * What the specs of the provider's reference data with a database of their own share (mark-up
 * groups, service fees: they change defaults and lists other spec files would see): an API on an
 * isolatedDatabase, the administrator's token (it reads the audit trail), the users of
 * `StaffApiUsers` (and `userWith` for more), and calls under `/api/v1/<base>/` as any of them (no token: anonymous).
 * `close()` stops the API and drops the database.
 */
export async function startStaffApi(tag: string, base: string, users: StaffApiUsers) {
  const db = await isolatedDatabase(tag);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  const close = async () => {
    await api?.app.close();
    await db.drop();
  };
  try {
    api = await startApi([], { DATABASE_URL: db.DATABASE_URL });
    const { dataSource, url } = api;
    const admin = await signIn(url, 'admin', ADMIN_PASSWORD);
    const staff = await userWith(dataSource, url, users.staff);
    const viewer = await userWith(dataSource, url, users.viewer);
    const outsider = await userWith(dataSource, url, users.outsider);
    const started = api;
    const as = (req: Test, token: string | undefined) => (token ? req.set({ Authorization: `Bearer ${token}` }) : req);
    const post = (path: string, token: string | undefined, body: Record<string, unknown>) =>
      as(started.http().post(`/api/v1/${base}/${path}`), token).send(body);
    return {
      api: started,
      admin,
      staff,
      viewer,
      outsider,
      post,
      /** A record the staff user creates with `path`: the answer's `key` (anything but 200 throws, naming `what`). */
      create: async <T>(path: string, body: Record<string, unknown>, key: string, what: string): Promise<T> => {
        const res = await post(path, staff.token, body);
        if (res.status !== 200) throw new Error(`${what} not created: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body[key] as T;
      },
      get: (path: string, token: string | undefined, query: Record<string, string> = {}) =>
        as(started.http().get(`/api/v1/${base}/${path}`).query(query), token),
      /** One more signed-in user whose role holds exactly `permissions` (an agency's with `organizationId`). */
      userWith: (permissions: string[], organizationId: string | null = null) =>
        userWith(dataSource, url, permissions, organizationId),
      /** The newest audit entries of the staff user's `action` on `targetId`. */
      auditOf: (action: string, targetId: string) => auditEntries(started, admin, { username: staff.username, action, targetId }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * `startStaffApi` for a whole spec file: started before all its tests (call it at the top of the file),
 * closed after them. The answer is filled in from the first `beforeAll` on: `const h = staffApiForFile(...)`, then `h.post`.
 */
export function staffApiForFile(tag: string, base: string, users: StaffApiUsers): Awaited<ReturnType<typeof startStaffApi>> {
  const session = {} as Awaited<ReturnType<typeof startStaffApi>>;
  let started: typeof session | undefined;
  beforeAll(async () => {
    started = await startStaffApi(tag, base, users);
    Object.assign(session, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return session;
}
