import { Injectable, SetMetadata } from '@nestjs/common';
import type { EventSubscriber } from './subscriber';

/** Metadata key of a provider the subscription runner picks up (see SubscriptionsHost). */
export const SUBSCRIBER_KEY = 'bo:event-subscriber';

/**
 * Marks a provider that declares the EventSubscriber fields itself (name, kind, eventTypes, ...)
 * for the runner. A class declared with @Reaction or @Projection needs no more.
 */
export const Subscriber = () => SetMetadata(SUBSCRIBER_KEY, true);

/** What a declared subscriber's class implements: the handling; the rest comes from its declaration. */
export type EventHandler = Pick<EventSubscriber, 'handle' | 'handleBatch'>;

type HandlerClass = abstract new (...args: never[]) => EventHandler;

export interface ReactionDeclaration {
  /** The checkpoint's key: never rename a running one (it would start again from the beginning). */
  name: string;
  /** Event types it acts on (EventSubscriber.eventTypes). */
  on: readonly string[];
}

export interface ProjectionDeclaration extends ReactionDeclaration {
  /** Tables it owns (`schema.table`), rebuilt from zero and swapped in. */
  tables: readonly string[];
  /** Applied by its writer in the events' own transaction (EventSubscriber.inline). */
  inline?: boolean;
}

type Declared = Pick<EventSubscriber, 'name' | 'kind' | 'eventTypes' | 'tables' | 'inline'>;

/**
 * The class becomes an injectable EventSubscriber the runner picks up: its instances carry the
 * declaration's name, kind and event types (and tables) as read-only fields of the prototype.
 */
function declare(fields: Declared) {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return <T extends HandlerClass>(target: T): void => {
    Injectable()(target);
    Subscriber()(target);
    for (const [key, value] of Object.entries(present)) Object.defineProperty(target.prototype, key, { value });
  };
}

/** A reaction: side effects (jobs, pushes) of the events `on`; delivered at least once, so idempotent. */
export const Reaction = ({ name, on }: ReactionDeclaration) => declare({ name, kind: 'reaction', eventTypes: on });

/** A projection: keeps `tables` from the events `on`, its writes and checkpoint in one transaction. */
export const Projection = ({ name, on, tables, inline }: ProjectionDeclaration) =>
  declare({ name, kind: 'projection', eventTypes: on, tables, inline });

/** A declared subscriber's instance seen as what it is at run time, an EventSubscriber. */
export const subscriberOf = (instance: EventHandler): EventSubscriber => {
  const subscriber = instance as EventSubscriber;
  if (!subscriber.name || !subscriber.kind) throw new Error(`${instance.constructor.name} is not a declared subscriber`);
  return subscriber;
};
