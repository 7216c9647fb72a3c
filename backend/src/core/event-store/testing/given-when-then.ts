import { AppError } from '../../errors/app-error';
import { type Aggregate, type DomainEvent, type Folded, foldEvents } from '../aggregate';

/** A context's pure decision function, as its aggregate tests drive it. */
export type Decide<S, C, E extends DomainEvent, O> = (command: C, state: S, options: O) => E[];

export interface Scenario<S, C, E extends DomainEvent, O> {
  /** The events so far (each with an id, as stored events have). */
  history: Folded<E>[];
  state(): S;
  /** The events `command` decides on the history. */
  when(command: C, options?: Partial<O>): E[];
  /** The catalogue code `command` is refused with; fails the test if it is not refused. */
  refused(command: C, options?: Partial<O>): string;
}

/**
 * Given events / when command / then events: one helper for every aggregate's tests (pure, no
 * database). `given(...events)` starts from recorded events; `givenCommands(...commands)` from the
 * events those commands decide one after the other. `options` makes the decide options of each
 * call (a clock, a command id), overridable per `when`.
 */
export function aggregateScenarios<S, C, E extends DomainEvent, O = undefined>(
  aggregate: Aggregate<S, E>,
  decide: Decide<S, C, E, O>,
  options: () => O = () => undefined as O,
) {
  const optionsWith = (over?: Partial<O>): O => (over ? { ...options(), ...over } : options());
  const scenario = (history: Folded<E>[]): Scenario<S, C, E, O> => ({
    history,
    state: () => foldEvents(aggregate, history),
    when: (command, over) => decide(command, foldEvents(aggregate, history), optionsWith(over)),
    refused: (command, over) => {
      try {
        decide(command, foldEvents(aggregate, history), optionsWith(over));
      } catch (error) {
        if (error instanceof AppError) return error.code;
        throw error;
      }
      throw new Error(`expected ${JSON.stringify(command)} to be refused`);
    },
  });
  const withIds = (events: E[], from: number): Folded<E>[] => events.map((e, i) => ({ ...e, eventId: `ev-${from + i + 1}` }));
  return {
    given: (...events: E[]) => scenario(withIds(events, 0)),
    givenCommands: (...commands: C[]) => {
      const history: Folded<E>[] = [];
      for (const command of commands) {
        history.push(...withIds(decide(command, foldEvents(aggregate, history), optionsWith()), history.length));
      }
      return scenario(history);
    },
  };
}
