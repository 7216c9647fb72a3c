import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { requestContext } from '../context/request-context';
import type { Waker } from './waker';
import { noteCommitted } from './log-position';
import {
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  ConcurrencyError,
  type EventMetadata,
  type NewEvent,
  type StoredEvent,
} from './event-store.types';

/** The parts the append statements share: the stream's current version, the insert, what it answers. */
const CURRENT_VERSION = `WITH cur AS (SELECT coalesce(max(stream_version), 0) AS v FROM event_store.events WHERE stream_id = $1)`;
const INSERT_EVENTS = `INSERT INTO event_store.events
      (event_id, stream_id, stream_type, stream_version, type, schema_version, data, metadata)`;
const RETURNING_INSERTED = `RETURNING global_position::text AS "globalPosition", tx_id::text AS "txId", event_id AS "eventId",
              stream_version AS "streamVersion", recorded_at AS "recordedAt"`;

/**
 * Append in ONE statement: the current version is read in the same statement; a concurrent writer
 * that slips in between makes the insert violate the unique (stream_id, stream_version) constraint.
 */
const APPEND = {
  name: 'event_store_append_v1',
  text: `
    ${CURRENT_VERSION}
    ${INSERT_EVENTS}
    SELECT e.id, $1, $2, cur.v + e.ord, e.type, e.sv, e.data, $7::jsonb
    FROM cur, unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[]) WITH ORDINALITY AS e(id, type, sv, data, ord)
    WHERE $8::int IS NULL OR cur.v = $8::int
    ${RETURNING_INSERTED}`,
};

/** The common case, one event: plain parameters, no arrays to encode and unnest (~20% faster). */
const APPEND_ONE = {
  name: 'event_store_append_one_v1',
  text: `
    ${CURRENT_VERSION}
    ${INSERT_EVENTS}
    SELECT $3::uuid, $1, $2, cur.v + 1, $4, $5, $6::jsonb, $7::jsonb
    FROM cur
    WHERE $8::int IS NULL OR cur.v = $8::int
    ${RETURNING_INSERTED}`,
};

/**
 * Several streams in one statement, each at an explicit version (expected + 1, 2, ...). Nothing is
 * inserted when a stream is not at its expected version (no gap, no overwrite), and a writer that
 * slips in between still trips the unique (stream_id, stream_version) constraint.
 */
const APPEND_MANY = {
  name: 'event_store_append_many_v2',
  text: `
    WITH input AS (
      SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])
        WITH ORDINALITY AS u(event_id, stream_id, stream_type, stream_version, type, schema_version, data, metadata, ord)
    ),
    stale AS (
      SELECT 1 FROM (SELECT stream_id, min(stream_version) - 1 AS expected FROM input GROUP BY stream_id) AS s
      WHERE s.expected <> (SELECT coalesce(max(e.stream_version), 0) FROM event_store.events e WHERE e.stream_id = s.stream_id)
    )
    ${INSERT_EVENTS}
    SELECT event_id, stream_id, stream_type, stream_version, type, schema_version, data, metadata
    FROM input WHERE NOT EXISTS (SELECT 1 FROM stale) ORDER BY ord
    ${RETURNING_INSERTED}`,
};

/**
 * `APPEND` at an expected version, or, when the stream has moved past it, the events after it
 * instead (nothing inserted): a writer deciding on a cached state appends in one round trip when
 * the state is current and learns what it lacks when it is not. The insert and the read see the
 * same snapshot (the inserted rows are not read back); a writer that slips in between trips the
 * unique (stream_id, stream_version) constraint.
 */
const APPEND_OR_READ = {
  name: 'event_store_append_or_read_v1',
  text: `
    WITH cur AS (
      SELECT coalesce(max(stream_version), 0) AS v FROM event_store.events WHERE stream_id = $1
    ), ins AS (
      INSERT INTO event_store.events
        (event_id, stream_id, stream_type, stream_version, type, schema_version, data, metadata)
      SELECT e.id, $1, $2, cur.v + e.ord, e.type, e.sv, e.data, $7::jsonb
      FROM cur, unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[]) WITH ORDINALITY AS e(id, type, sv, data, ord)
      WHERE cur.v = $8::int
      RETURNING global_position, tx_id, event_id, stream_version, recorded_at
    )
    SELECT true AS appended, global_position::text AS "globalPosition", tx_id::text AS "txId", event_id AS "eventId",
           stream_version AS "streamVersion", (extract(epoch FROM recorded_at) * 1000)::float8 AS "recordedAt",
           $1::text AS "streamId", NULL::text AS "streamType", NULL::text AS type, NULL::int AS "schemaVersion", NULL::jsonb AS data, NULL::jsonb AS metadata
      FROM ins
    UNION ALL
    SELECT false, global_position::text, tx_id::text, event_id, stream_version, (extract(epoch FROM recorded_at) * 1000)::float8,
           stream_id, stream_type, type, schema_version, data, metadata
      FROM event_store.events WHERE stream_id = $1 AND stream_version > $8::int
    ORDER BY "streamVersion"`,
};

/** One stream's share of `appendMany`. */
export interface StreamAppend {
  streamId: string;
  streamType: string;
  /** The version the stream is at (read under the caller's lock); its events follow it. */
  expectedVersion: number;
  events: (NewEvent & { eventId: string })[];
  metadata: EventMetadata;
}

interface InsertedRow {
  globalPosition: string;
  txId: string;
  eventId: string;
  streamVersion: number;
  recordedAt: Date;
}

// recorded_at travels as epoch milliseconds: parsing timestamp text cost ~8% of catch-up time.
const COLUMNS = `global_position::text AS "globalPosition", tx_id::text AS "txId", event_id AS "eventId",
  stream_id AS "streamId", stream_type AS "streamType", stream_version AS "streamVersion", type,
  schema_version AS "schemaVersion", data, metadata, (extract(epoch FROM recorded_at) * 1000)::float8 AS "recordedAt"`;

type Row = Omit<StoredEvent, 'recordedAt'> & { recordedAt: number };

const READ_STREAM = {
  name: 'event_store_read_stream_v1',
  text: `SELECT ${COLUMNS} FROM event_store.events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
};

/** The events of several streams after the given versions, in one statement (group commit). */
const READ_STREAMS = {
  name: 'event_store_read_streams_v1',
  // LATERAL: one index range scan per stream, whatever the planner guesses for unnest's size.
  text: `SELECT e.* FROM unnest($1::text[], $2::int[]) AS s(id, after)
    CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM event_store.events
      WHERE stream_id = s.id AND stream_version > s.after ORDER BY stream_version) AS e`,
};

/**
 * Only transactions below the oldest one still running (`pg_snapshot_xmin`), in (tx_id, position)
 * order: an event whose transaction commits late is read after, never skipped.
 */
const READ_ALL = {
  name: 'event_store_read_all_v1',
  text: `SELECT ${COLUMNS} FROM event_store.events
    WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
      AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY tx_id, global_position
    LIMIT $3`,
};
const toEvent = (row: Row): StoredEvent => ({ ...row, recordedAt: new Date(row.recordedAt) });

/** The parameters of the batch appends (APPEND, APPEND_OR_READ): the events as parallel arrays. */
function batchParams(
  streamId: string,
  streamType: string,
  ids: string[],
  events: NewEvent[],
  metadata: object,
  expected: number | null,
): unknown[] {
  return [
    streamId,
    streamType,
    ids,
    events.map((e) => e.type),
    events.map((e) => e.schemaVersion ?? 1),
    events.map((e) => JSON.stringify(e.data ?? null)),
    JSON.stringify(metadata),
    expected,
  ];
}

/**
 * Append-only event log on PostgreSQL.
 *
 * Append is ONE statement: the expected-version check and the insert happen together, and the
 * unique (stream_id, stream_version) constraint catches the writer that loses a race. Readers see
 * only transactions below the oldest running one (`pg_snapshot_xmin`) in (tx_id, position) order,
 * so an event whose transaction commits late is never skipped.
 */
export class EventStore {
  /** Called with the number of events after each append commits (metrics). */
  onAppended?: (count: number) => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly waker?: Waker,
  ) {}

  async append(streamId: string, streamType: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const { expectedVersion, manager } = options;
    const metadata = { ...currentMetadata(), ...options.metadata };
    const ids = events.map((e) => e.eventId ?? randomUUID());
    const expected = expectedVersion === 'any' ? null : expectedVersion;
    const [statement, params] =
      events.length === 1
        ? [
            APPEND_ONE,
            [
              streamId,
              streamType,
              ids[0],
              events[0].type,
              events[0].schemaVersion ?? 1,
              JSON.stringify(events[0].data ?? null),
              JSON.stringify(metadata),
              expected,
            ],
          ]
        : [APPEND, batchParams(streamId, streamType, ids, events, metadata, expected)];
    let inserted: InsertedRow[] = [];
    // 'any' outside a transaction has nothing to be stale about: retry a lost race on the next version.
    const attempts = expectedVersion === 'any' && !manager ? 10 : 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        inserted = await this.execute<InsertedRow>(manager, statement, params);
        break;
      } catch (error) {
        if (!isUniqueViolation(error, 'events_stream_version_uq')) throw error;
        if (attempt === attempts) throw new ConcurrencyError(streamId, expectedVersion);
      }
    }
    if (inserted.length === 0) throw new ConcurrencyError(streamId, expectedVersion);
    // Only generated columns come back; the rest is what the caller just sent.
    const first = Math.min(...inserted.map((r) => r.streamVersion));
    const rows: StoredEvent[] = inserted.map((r) => {
      const i = r.streamVersion - first; // versions follow the input order (WITH ORDINALITY)
      return {
        ...r,
        streamId,
        streamType,
        type: events[i].type,
        schemaVersion: events[i].schemaVersion ?? 1,
        data: events[i].data,
        metadata,
      };
    });
    rows.sort((a, b) => a.streamVersion - b.streamVersion);
    const request = requestContext.get();
    const done = () => {
      noteCommitted(request, rows);
      this.onAppended?.(rows.length);
      this.waker?.notify();
    };
    // Inside a caller's transaction, subscribers are woken only once that transaction commits.
    if (manager?.queryRunner?.isTransactionActive) afterCommit(manager, done);
    else done();
    return { nextExpectedVersion: rows[rows.length - 1].streamVersion, events: rows };
  }

  /**
   * `append` at `expectedVersion` inside the caller's transaction, or, when the stream is past it,
   * nothing appended and the events after it (`missing`, in version order): one round trip either
   * way. No rows at all (the stream is behind the version): `missing` is empty.
   */
  async appendOrRead(
    streamId: string,
    streamType: string,
    events: NewEvent[],
    options: { expectedVersion: number; manager: EntityManager },
  ): Promise<{ appended: AppendResult; missing?: undefined } | { appended?: undefined; missing: StoredEvent[] }> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const { expectedVersion, manager } = options;
    const metadata = currentMetadata();
    const ids = events.map((e) => e.eventId ?? randomUUID());
    let rows: (Row & { appended: boolean })[];
    try {
      rows = await this.execute<Row & { appended: boolean }>(
        manager,
        APPEND_OR_READ,
        batchParams(streamId, streamType, ids, events, metadata, expectedVersion),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_uq')) throw new ConcurrencyError(streamId, expectedVersion);
      throw error;
    }
    if (rows.length === 0 || !rows[0].appended) return { missing: rows.map(({ appended: _a, ...row }) => toEvent(row)) };
    // Only generated columns come back; the rest is what the caller just sent (versions follow its order).
    const stored: StoredEvent[] = rows.map((r, i) => ({
      globalPosition: r.globalPosition,
      txId: r.txId,
      eventId: r.eventId,
      streamId,
      streamType,
      streamVersion: r.streamVersion,
      type: events[i].type,
      schemaVersion: events[i].schemaVersion ?? 1,
      data: events[i].data,
      metadata,
      recordedAt: new Date(r.recordedAt),
    }));
    const request = requestContext.get();
    afterCommit(manager, () => {
      noteCommitted(request, stored);
      this.onAppended?.(stored.length);
      this.waker?.notify();
    });
    return { appended: { nextExpectedVersion: stored[stored.length - 1].streamVersion, events: stored } };
  }

  /**
   * Appends to several streams in one statement inside the caller's transaction (group commit:
   * many commands, one round trip). Every stream is checked against its expected version; a
   * conflict fails the whole statement with ConcurrencyError (the caller's transaction is then
   * aborted). Returns the stored events of each entry, in input order. Subscribers are woken after
   * the caller's commit (the unit of work's afterCommit hooks). The entries belong to several
   * requests: the caller notes each one's position (`noteCommitted`) once committed.
   */
  async appendMany(entries: StreamAppend[], manager: EntityManager): Promise<StoredEvent[][]> {
    const rows = entries.flatMap((entry) =>
      entry.events.map((e, i) => ({ entry, event: e, version: entry.expectedVersion + i + 1 })),
    );
    if (rows.length === 0) return entries.map(() => []);
    const metadataJson = new Map(entries.map((e) => [e, JSON.stringify(e.metadata)]));
    let inserted: InsertedRow[];
    try {
      inserted = await this.execute<InsertedRow>(manager, APPEND_MANY, [
        rows.map((r) => r.event.eventId),
        rows.map((r) => r.entry.streamId),
        rows.map((r) => r.entry.streamType),
        rows.map((r) => r.version),
        rows.map((r) => r.event.type),
        rows.map((r) => r.event.schemaVersion ?? 1),
        rows.map((r) => JSON.stringify(r.event.data ?? null)),
        rows.map((r) => metadataJson.get(r.entry)),
      ]);
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_uq')) throw new ConcurrencyError(entries[0].streamId, 'any');
      throw error;
    }
    if (inserted.length !== rows.length) throw new ConcurrencyError(entries[0].streamId, entries[0].expectedVersion);
    const byId = new Map(inserted.map((r) => [r.eventId, r]));
    const stored = entries.map((entry) =>
      entry.events.map((e): StoredEvent => {
        const r = byId.get(e.eventId)!;
        return {
          ...r,
          streamId: entry.streamId,
          streamType: entry.streamType,
          type: e.type,
          schemaVersion: e.schemaVersion ?? 1,
          data: e.data,
          metadata: entry.metadata,
        };
      }),
    );
    afterCommit(manager, () => {
      this.onAppended?.(rows.length);
      this.waker?.notify();
    });
    return stored;
  }

  /**
   * Runs a named (prepared) statement: the append is planned once per connection instead of on
   * every call, which roughly doubled append throughput in bench/event-store.
   */
  private async execute<T>(
    manager: EntityManager | undefined,
    statement: { name: string; text: string },
    values: unknown[],
  ): Promise<T[]> {
    type PgClient = { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> };
    if (manager?.queryRunner) {
      const client = (await manager.queryRunner.connect()) as PgClient;
      return (await client.query({ ...statement, values })).rows;
    }
    const [client, release] = (await (this.dataSource.driver as PostgresDriver).obtainMasterConnection()) as [
      PgClient,
      (err?: unknown) => void,
    ];
    try {
      return (await client.query({ ...statement, values })).rows;
    } finally {
      release();
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number; manager?: EntityManager } = {}): Promise<StoredEvent[]> {
    const rows = await this.execute<Row>(options.manager, READ_STREAM, [streamId, options.fromVersion ?? 1]);
    return rows.map(toEvent);
  }

  /** The events of several streams, each after its own version (none: an empty list), by stream. */
  async readStreams(
    from: { streamId: string; afterVersion: number }[],
    manager?: EntityManager,
  ): Promise<Map<string, StoredEvent[]>> {
    const byStream = new Map<string, StoredEvent[]>(from.map((f) => [f.streamId, []]));
    if (from.length === 0) return byStream;
    const rows = await this.execute<Row>(manager, READ_STREAMS, [from.map((f) => f.streamId), from.map((f) => f.afterVersion)]);
    for (const row of rows) byStream.get(row.streamId)!.push(toEvent(row));
    return byStream;
  }

  async streamVersion(streamId: string, manager?: EntityManager): Promise<number> {
    const rows: { v: number }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT coalesce(max(stream_version), 0)::int AS v FROM event_store.events WHERE stream_id = $1`,
      [streamId],
    );
    return rows[0].v;
  }

  /**
   * Events after `from` that every reader can safely see: only transactions that committed below
   * the oldest one still running. Ordered by (tx_id, position), which is commit-safe.
   */
  async readAll(from: Checkpoint, limit: number, manager?: EntityManager): Promise<StoredEvent[]> {
    const rows = await this.execute<Row>(manager, READ_ALL, [from.txId, from.position, limit]);
    return rows.map(toEvent);
  }

  /** Events after `from` not yet visible to readers, capped (for lag figures in health). */
  async countAfter(from: Checkpoint, cap = 10_000): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      // ORDER BY makes the planner walk the (tx_id, position) index; without it, it scans the table.
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM event_store.events
         WHERE (tx_id, global_position) > ($1::xid8, $2::bigint) ORDER BY tx_id, global_position LIMIT $3) t`,
      [from.txId, from.position, cap],
    );
    return rows[0].n;
  }
}

/** The metadata of events appended now: who, on which request, from which page. */
export function currentMetadata(): EventMetadata {
  const ctx = requestContext.get();
  if (!ctx) return {};
  return {
    actorId: ctx.actor?.userId,
    organizationId: ctx.actor?.organizationId ?? null,
    correlationId: ctx.correlationId,
    causationId: ctx.causationId,
    commandId: ctx.idempotency?.key,
    pagePath: ctx.pagePath,
  };
}

/** Post-commit hooks ride on the query runner's `data` bag; the unit of work runs them. */
export function afterCommit(manager: EntityManager, fn: () => void): void {
  const data = manager.queryRunner?.data as { afterCommit?: (() => void)[] } | undefined;
  if (!data) return fn();
  (data.afterCommit ??= []).push(fn);
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.code ?? e.driverError?.code;
  const name = e.constraint ?? e.driverError?.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}
