import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bos dropdowns (a key naming an ordered list of options with English and Malay labels) and the
 * payment bank options of the online payment methods. Option codes are kept by the records that
 * chose them, so they are a dropdown's identity: never renamed, never deleted (deactivated).
 */
export class DropdownsAndPaymentBankOptions1732240001400 implements MigrationInterface {
  name = 'DropdownsAndPaymentBankOptions1732240001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS settings`);
    await q.query(`
      CREATE TABLE settings.bos_dropdowns (
        key         text PRIMARY KEY,
        name_en     text NOT NULL,
        name_ms     text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE settings.bos_dropdown_options (
        dropdown_key  text NOT NULL REFERENCES settings.bos_dropdowns (key),
        code          text NOT NULL,
        label_en      text NOT NULL,
        label_ms      text NOT NULL,
        sort_order    integer NOT NULL DEFAULT 0,
        active        boolean NOT NULL DEFAULT true,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (dropdown_key, code)
      )`);
    await q.query(`
      CREATE TABLE settings.payment_bank_options (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_method      text NOT NULL,
        gateway_payment_id  integer NOT NULL CHECK (gateway_payment_id > 0),
        payment_bank_id     text NOT NULL,
        payment_bank_name   text NOT NULL,
        sort_order          integer NOT NULL DEFAULT 0,
        active              boolean NOT NULL DEFAULT true,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_bank_options_method_bank_uq UNIQUE (payment_method, payment_bank_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE settings.payment_bank_options`);
    await q.query(`DROP TABLE settings.bos_dropdown_options`);
    await q.query(`DROP TABLE settings.bos_dropdowns`);
  }
}
