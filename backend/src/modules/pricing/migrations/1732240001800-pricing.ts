import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pricing's reference data (issue "Pricing", items 1 and 3), in its own schema `pricing`: mark-up
 * groups (agent tiers and markets, one default per customer type), the group each organization is
 * in, and service fees per product and sales channel. Mark-ups themselves come with
 * Markups1732240001810 (they point at `markup_groups`).
 *
 * Organization ids come from the organizations context: no foreign key across schemas. Money and
 * fee values are bigint minor units (AMOUNT) or basis points (PERCENTAGE).
 */
export class Pricing1732240001800 implements MigrationInterface {
  name = 'Pricing1732240001800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS pricing`);

    await q.query(`
      CREATE TABLE pricing.markup_groups (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code            text NOT NULL,
        name            text NOT NULL,
        description     text,
        customer_type   text NOT NULL CHECK (customer_type IN ('B2B', 'B2C')),
        is_default      boolean NOT NULL DEFAULT false,
        commission_bps  integer NOT NULL DEFAULT 0 CHECK (commission_bps BETWEEN 0 AND 10000),
        active          boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX markup_groups_code_uq ON pricing.markup_groups (upper(code))`);
    // At most one default per customer type: switching the default clears the previous one first, in one transaction.
    await q.query(`CREATE UNIQUE INDEX markup_groups_default_uq ON pricing.markup_groups (customer_type) WHERE is_default`);

    await q.query(`
      CREATE TABLE pricing.organization_groups (
        organization_id  uuid PRIMARY KEY,
        group_id         uuid NOT NULL REFERENCES pricing.markup_groups (id),
        assigned_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX organization_groups_group_idx ON pricing.organization_groups (group_id)`);

    await q.query(`
      CREATE TABLE pricing.service_fees (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version        integer NOT NULL DEFAULT 1,
        product_type   text NOT NULL,
        channel        text NOT NULL CHECK (channel IN ('B2B', 'B2C')),
        currency_code  char(3) NOT NULL,
        fee_basis      smallint NOT NULL CHECK (fee_basis BETWEEN 0 AND 2),
        based_on       text NOT NULL CHECK (based_on IN ('PERCENTAGE', 'AMOUNT')),
        value          bigint NOT NULL CHECK (value >= 0),
        valid_from     date NOT NULL,
        valid_to       date CHECK (valid_to IS NULL OR valid_to >= valid_from),
        description    text,
        active         boolean NOT NULL DEFAULT true,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX service_fees_segment_idx ON pricing.service_fees (product_type, channel, currency_code)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Later pricing migrations are reverted first; the schema is this one's.
    await q.query(`DROP SCHEMA pricing CASCADE`);
  }
}
