import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read models of mark-ups (issue "Pricing", item 2; docs/pricing.md). A
 * mark-up is event-sourced (stream `markup-<id>`): every change is a new version with who and why.
 * These tables are projections of its events, rebuildable from the log:
 *
 * - `pricing.markups`: the current version, one row per mark-up, with its definition in columns
 *   (lists filter and sort by them; the engine reads the group's rules by `markup_group_id`).
 * - `pricing.markup_versions`: every version's whole definition, what changed, why and by whom
 *   (history, and `GetMarkupDetail&version=` to explain an old quote).
 *
 * - `pricing.organizations`: a replica of the organizations' names (OrganizationReplicaProjection,
 *   published by the organizations context), for the quote's answer.
 *
 * No foreign key to `markup_groups`: the command checks the group, and a projection rebuilt into
 * a `LIKE ... INCLUDING ALL` copy carries no foreign keys anyway. Timestamps are the events'
 * `recorded_at`, so a rebuild writes the same rows.
 */
export class Markups1732240001810 implements MigrationInterface {
  name = 'Markups1732240001810';

  async up(q: QueryRunner): Promise<void> {
    // Created by Pricing1732240001800 (which runs first); repeated so this migration stands alone.
    await q.query(`CREATE SCHEMA IF NOT EXISTS pricing`);

    await q.query(`
      CREATE TABLE pricing.markups (
        id               uuid PRIMARY KEY,
        version          integer NOT NULL CHECK (version >= 1),
        name             text NOT NULL,
        product_type     text NOT NULL,
        markup_group_id  uuid NOT NULL,
        customer_type    text NOT NULL CHECK (customer_type IN ('B2B', 'B2C')),
        based_on         text NOT NULL CHECK (based_on IN ('PERCENTAGE', 'AMOUNT')),
        fee_basis        smallint NOT NULL CHECK (fee_basis BETWEEN 0 AND 2),
        payment_type     text NOT NULL,
        same_for_all     boolean NOT NULL,
        rows             jsonb NOT NULL,
        lowest_value     bigint NOT NULL,
        highest_value    bigint NOT NULL,
        valid_from       date NOT NULL,
        valid_to         date CHECK (valid_to IS NULL OR valid_to >= valid_from),
        active           boolean NOT NULL,
        created_at       timestamptz NOT NULL,
        updated_at       timestamptz NOT NULL
      )`);
    // The rules in force for a group (the price engine's one read per quote or search), and the
    // groups' mark-up counts.
    await q.query(`CREATE INDEX markups_group_idx ON pricing.markups (markup_group_id)`);
    await q.query(`CREATE INDEX markups_name_idx ON pricing.markups (lower(name))`);

    await q.query(`
      CREATE TABLE pricing.markup_versions (
        markup_id           uuid NOT NULL,
        version             integer NOT NULL CHECK (version >= 1),
        definition          jsonb NOT NULL,
        change              text NOT NULL CHECK (change IN ('CREATED', 'EDITED')),
        changed_fields      text[] NOT NULL DEFAULT '{}',
        reason              text,
        changed_by_user_id  uuid,
        changed_by_name     text,
        changed_at          timestamptz NOT NULL,
        PRIMARY KEY (markup_id, version)
      )`);
    // The history of every mark-up, newest first.
    await q.query(`CREATE INDEX markup_versions_changed_at_idx ON pricing.markup_versions (changed_at DESC)`);

    // The shape OrganizationReplicaProjection writes.
    await q.query(`
      CREATE TABLE pricing.organizations (
        id       uuid PRIMARY KEY,
        code     text,
        name     text NOT NULL,
        status   text NOT NULL,
        version  integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS pricing.organizations`);
    await q.query(`DROP TABLE IF EXISTS pricing.markup_versions`);
    await q.query(`DROP TABLE IF EXISTS pricing.markups`);
  }
}
