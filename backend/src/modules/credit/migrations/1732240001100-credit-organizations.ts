import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `credit.organizations`: the credit context's own projection of the organizations context's
 * events (CreditOrganizationsProjection), so credit lists filter and sort by organization name and
 * code, and a credit account opens only for an approved organization, without reading another
 * context's schema. Not backfilled here: a new subscriber starts at position zero and replays
 * every Organization event.
 */
export class CreditOrganizations1732240001100 implements MigrationInterface {
  name = 'CreditOrganizations1732240001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credit.organizations (
        id      uuid PRIMARY KEY,
        code    text,
        name    text NOT NULL,
        status  text NOT NULL,
        version integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit.organizations`);
  }
}
