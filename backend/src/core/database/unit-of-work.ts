import type { DataSource, EntityManager } from 'typeorm';
import { requestContext } from '../context/request-context';
import { ConcurrencyError } from '../event-store/event-store.types';
import { isUniqueViolation } from '../event-store/event-store';

/** Thrown when another request already claimed this Idempotency-Key; the interceptor replays it. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency-Key already claimed');
  }
}

/** One string per Idempotency-Key (keys are per caller: scope + key), for sets and maps. */
export const idempotencyKeyId = (k: { scope: string; key: string }) => JSON.stringify([k.scope, k.key]);

export interface UnitOfWorkOptions {
  /** Optimistic-concurrency conflicts are retried this many times, then surface (409). */
  retries?: number;
  /**
   * Claim the current request's Idempotency-Key with the work (default). False for work that
   * claims keys itself: a ledger batch carries the keys of several requests.
   */
  claimsIdempotencyKey?: boolean;
}

/**
 * Runs work in one database transaction: events, inline read models and the Idempotency-Key claim
 * commit together or not at all. Hooks registered with `afterCommit` (subscriber wake-ups, socket
 * pushes) run only once the commit succeeded.
 */
export class UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>, options: UnitOfWorkOptions = {}): Promise<T> {
    const retries = options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      const hooks: (() => void)[] = [];
      runner.data = { afterCommit: hooks };
      try {
        await runner.startTransaction();
        const claims = options.claimsIdempotencyKey ?? true;
        if (claims) await this.claimIdempotencyKey(runner.manager);
        const result = await work(runner.manager);
        await runner.commitTransaction();
        const idem = claims ? requestContext.get()?.idempotency : undefined;
        if (idem) idem.claimed = true;
        for (const hook of hooks) hook();
        return result;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        if (error instanceof ConcurrencyError && attempt < retries) {
          await sleep(Math.random() * 5 * (attempt + 1)); // jitter so racing writers spread out
          continue;
        }
        throw error;
      } finally {
        await runner.release();
      }
    }
  }

  /**
   * The first transaction of a request that carries an Idempotency-Key inserts the key. A second
   * request with the same key blocks on the primary key until the first commits, then fails here
   * and is answered with the first one's response: the work is never done twice.
   */
  private async claimIdempotencyKey(manager: EntityManager): Promise<void> {
    const idem = requestContext.get()?.idempotency;
    if (!idem || idem.claimed) return;
    try {
      await manager.query(`INSERT INTO event_store.idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)`, [
        idem.scope,
        idem.key,
        idem.requestHash,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new IdempotencyKeyTaken();
      throw error;
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stores the answer to the request's Idempotency-Key inside `manager`'s transaction, with the work
 * it answers: a process killed between the commit and the reply (before the interceptor stores the
 * answer) still leaves the answer for the client's retry, instead of a claimed key without one
 * (409 IDEMPOTENCY_IN_PROGRESS for ever). For writes whose answer can be read in the transaction
 * (`book`); the interceptor's own store then finds it set and leaves it. No key: nothing to do.
 */
export async function answerWithWork(manager: EntityManager, answer: unknown, status = 200): Promise<void> {
  const idem = requestContext.get()?.idempotency;
  if (!idem) return;
  await manager.query(
    `UPDATE event_store.idempotency_keys SET status_code = $3, response = $4::json
      WHERE scope = $1 AND key = $2 AND response IS NULL`,
    [idem.scope, idem.key, status, JSON.stringify(answer)],
  );
}
