import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type request from 'supertest';
import { waitFor } from './event-store-harness';
import { PDF } from './sample-files';

/** A valid organization profile (the fields of staff create and of sign-up), unique per call. */
export function organizationFields() {
  const t = randomUUID().slice(0, 8);
  return {
    organizationName: `Agency ${t} Travel Sdn Bhd`,
    registrationNumber: `2020${t}`.toUpperCase(),
    organizationType: 'TRAVEL_AGENCY',
    email: `finance.${t}@agency.example`,
    contactNumber: '03-1234-5678',
    addressLine1: '1 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'W.P. Kuala Lumpur',
    countryCode: 'MYS',
  };
}

/**
 * An organization made through the real API, so it exists as events, the way other contexts learn
 * of it: registered by staff (`POST /bo/Organization/create`: approved at once, and its admin user
 * is created), or with `pending` a public sign-up waiting for approval (no user yet). `replicas`
 * are the other contexts' projections of it (e.g. `identity.organizations`) to wait for.
 */
export async function registerOrganization(
  api: { http: () => ReturnType<typeof request>; dataSource: DataSource },
  staffToken: string,
  options: { name?: string; replicas?: string[]; pending?: boolean } = {},
): Promise<{ id: string; name: string; code: string }> {
  const fields = organizationFields();
  if (options.name !== undefined) fields.organizationName = options.name;
  let req = options.pending
    ? api.http().post('/api/v1/bo/General/request-create-organization').field('termsAccepted', 'true')
    : api.http().post('/api/v1/bo/Organization/create').set('Authorization', `Bearer ${staffToken}`);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  if (options.pending) req = req.attach('documents', PDF, { filename: 'ssm.pdf', contentType: 'application/pdf' });
  const res = await req;
  if (res.status !== 201) throw new Error(`organization not created: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.organizationId as string;
  for (const table of options.replicas ?? []) {
    await waitFor(
      async () => ((await api.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])) as unknown[]).length > 0,
      20_000,
      `${table} to show organization ${id}`,
    );
  }
  const [row] = (await api.dataSource.query(`SELECT code FROM organizations.organizations WHERE id = $1`, [id])) as {
    code: string;
  }[];
  return { id, name: fields.organizationName, code: row.code };
}
