import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `identity.organizations`: identity-access's own replica of the organizations context's events
 * (IdentityOrganizationsProjection), so the user list filters and sorts by organization name
 * without reading another context's schema. Not backfilled here: a new subscriber starts at
 * position zero and replays every Organization event.
 */
export class IdentityOrganizations1732240001250 implements MigrationInterface {
  name = 'IdentityOrganizations1732240001250';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.organizations (
        id      uuid PRIMARY KEY,
        code    text,
        name    text NOT NULL,
        status  text NOT NULL,
        version integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.organizations`);
  }
}
