import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The settings context owns its reference data in its own schema: the receiving banks (made by
 * Credit1732240000800 as `credit.banks`) and the role options (made by AccessControl1732240000400
 * as `identity.role_options`) move to `settings`. SET SCHEMA keeps rows, ids, indexes, constraints
 * and identity sequences; the role options keep their foreign key to `identity.roles`.
 */
export class SettingsReferenceData1732240000910 implements MigrationInterface {
  name = 'SettingsReferenceData1732240000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS settings`);
    await q.query(`ALTER TABLE credit.banks SET SCHEMA settings`);
    await q.query(`ALTER TABLE identity.role_options SET SCHEMA settings`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE settings.role_options SET SCHEMA identity`);
    await q.query(`ALTER TABLE settings.banks SET SCHEMA credit`);
  }
}
