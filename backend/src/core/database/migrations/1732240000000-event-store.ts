import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event log, subscriber checkpoints and idempotency keys (see docs/event-store.md). */
export class EventStore1732240000000 implements MigrationInterface {
  name = 'EventStore1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS event_store`);
    await q.query(`
      CREATE TABLE event_store.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tx_id           xid8        NOT NULL DEFAULT pg_current_xact_id(),
        event_id        uuid        NOT NULL,
        stream_id       text        NOT NULL,
        stream_type     text        NOT NULL,
        stream_version  integer     NOT NULL CHECK (stream_version > 0),
        type            text        NOT NULL,
        schema_version  integer     NOT NULL DEFAULT 1,
        data            jsonb       NOT NULL,
        metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_event_id_uq UNIQUE (event_id),
        CONSTRAINT events_stream_version_uq UNIQUE (stream_id, stream_version)
      )`);
    // Readers walk the log in (transaction id, position) order: the pair is the cursor.
    await q.query(`CREATE INDEX events_tx_position_idx ON event_store.events (tx_id, global_position)`);
    await q.query(`
      CREATE TABLE event_store.subscriptions (
        name             text PRIMARY KEY,
        kind             text        NOT NULL,
        last_tx_id       xid8        NOT NULL DEFAULT '0'::xid8,
        last_position    bigint      NOT NULL DEFAULT 0,
        status           text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'rebuilding')),
        generation       integer     NOT NULL DEFAULT 0,
        error            text,
        failed_event_id  uuid,
        processed_count  bigint      NOT NULL DEFAULT 0,
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE event_store.idempotency_keys (
        scope         text        NOT NULL,
        key           text        NOT NULL,
        request_hash  text        NOT NULL,
        status_code   integer,
        response      json, -- json, not jsonb: a replay answers byte for byte the same
        created_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA event_store CASCADE`);
  }
}
