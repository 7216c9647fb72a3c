import type { EntityManager } from 'typeorm';
import type { StoredEvent } from './event-store.types';

/** A domain event as `decide` makes it and `evolve` folds it: a past-tense type and its data. */
export interface DomainEvent {
  type: string;
  data: unknown;
}

/** A stored event as folded: its id too (corrections reference the event they correct). */
export type Folded<E extends DomainEvent> = E & { eventId?: string };

/**
 * What the write path needs to know of an event-sourced aggregate (docs/event-store.md,
 * "Aggregates"). `decide` stays with the context (it takes the context's own command and inputs);
 * the store only folds, appends and answers.
 *
 * One `evolve` style for every aggregate: `evolve(state, event)` returns the state after the
 * event. It may change and return the state it was given (the store owns every state it folds and
 * never shares one mid-fold), which the credit ledger does to keep large states cheap; or return a
 * new object. Either way callers use the returned value.
 */
export interface Aggregate<S, E extends DomainEvent> {
  /** `stream_type` of the aggregate's streams. */
  streamType: string;
  /** Schema version stamped on every event appended now. */
  schemaVersion: number;
  initialState(): S;
  evolve(state: S, event: Folded<E>): S;
}

/** Folds events (in stream order) into a fresh state. */
export function foldEvents<S, E extends DomainEvent>(aggregate: Aggregate<S, E>, events: Folded<E>[]): S {
  return events.reduce((state, event) => aggregate.evolve(state, event), aggregate.initialState());
}

/**
 * A decision on one command: the events to append (none: nothing changes) and the answer, made
 * from the stored events once they are appended. The answer may use what the decision saw (a
 * closure over it): the state moves on after the decision, under group commit even before the
 * append.
 */
export interface Decision<E extends DomainEvent, R> {
  events: E[];
  reply(stored: StoredEvent[]): R;
}

/** One command on one stream, as the store runs it. */
export interface StreamCommand<S, E extends DomainEvent, R> {
  streamId: string;
  /**
   * The stream is new (its id was just made, e.g. a random booking reference): it is decided on the
   * initial state without reading it, and the append expects version 0, so a stream that exists
   * after all fails as a conflict instead of being decided on stale state.
   */
  newStream?: boolean;
  /**
   * Decides on the stream's current state (at `version`), inside the command's transaction: may read
   * what it needs with `manager`; throws (an AppError) to refuse. Must not change `state`.
   */
  decide(state: S, version: number, manager: EntityManager): Promise<Decision<E, R>> | Decision<E, R>;
  /** Writes that commit with the events (an inline read model, an index of the stream). */
  afterAppend?(manager: EntityManager, stored: StoredEvent[]): Promise<void>;
}
