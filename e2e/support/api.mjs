/**
 * A spec's setup through the API and the run's database, as a server-to-server client would do it
 * (bearer token, no cookies): `const api = apiOf(suite);` then `await api.call('POST', 'bo/...', { token, body })`.
 * The suite's app is read at call time, so this is made at the top of a spec, before the app starts.
 */
import pg from 'pg';

const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether `sql` finds a row; a table a reaction has not made yet finds none. */
export const hasRows = async (db, sql, params) =>
  ((await db.query(sql, params).catch(() => ({ rowCount: 0 }))).rowCount ?? 0) > 0;

export function apiOf(suite) {
  /** `/api/v1/<path>` with a JSON `body` or a multipart `form`; answers `{ status, body }`. */
  const request = async (method, path, { token, body, form } = {}) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${suite.app.baseUrl}/api/v1/${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  /** `request`, answering the body; a refusal (4xx, 5xx) throws with the API's answer. */
  const call = async (method, path, options) => {
    const answer = await request(method, path, options);
    if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  const signIn = async (username, password) =>
    (await call('POST', 'bo/General/sign-in', { body: { username, password } })).accessToken;

  /** `work(db)` on the run's database (bo_e2e_<runId>), the connection closed after. */
  const runDatabase = async (work) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/bo_e2e_${suite.app.runId}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
    }
  };

  return {
    request,
    call,
    signIn,
    runDatabase,
    /** A bearer token of the seeded administrator. */
    adminToken: () => signIn(suite.app.admin.username, suite.app.admin.password),
    /** An organization staff create (approved at once), from the create form's fields; answers its id. */
    createOrganization: async (token, fields) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return (await call('POST', 'bo/Organization/create', { token, form })).organizationId;
    },
    /**
     * A top-up request of `fields.organizationId` with its slip (a file of support/organizations.mjs),
     * asked again until the organization's credit account has opened (a reaction to its approval);
     * answers the API's result. Without `fields.bankId`, the first active bank.
     */
    requestTopUp: async (token, fields, slip) => {
      if (!fields.bankId) {
        const banks = await call('GET', 'bo/Bank/getbanklist?activeOnly=true', { token });
        fields = { ...fields, bankId: (banks.items ?? banks)[0].id };
      }
      for (let attempt = 0; ; attempt += 1) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        form.append('file', new Blob([slip.buffer], { type: slip.mimeType }), slip.name);
        try {
          return await call('POST', 'bo/AgentOrganizationCredit/top-up', { token, form });
        } catch (error) {
          if (attempt > 40) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
    /**
     * Until `ready(db)` answers true on the run's database (a reaction to the approval has run:
     * the credit account, the organization's administrator), for 20 seconds at most; `failure`
     * is the error's message after that.
     */
    waitInDatabase: (ready, failure) =>
      runDatabase(async (db) => {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          if (await ready(db)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(failure);
      }),
  };
}
