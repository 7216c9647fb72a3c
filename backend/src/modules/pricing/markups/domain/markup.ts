import { CABIN_CLASS, type MarkupRow } from '@bo/shared';
import type { Aggregate } from '../../../../core/event-store/aggregate';
import { AppError } from '../../../../core/errors/app-error';
import { fieldError } from '../../../../core/http/action-result';
import {
  MARKUP_EVENT_VERSION,
  MARKUP_STREAM_TYPE,
  type MarkupDefinition,
  type MarkupEvent,
  type MarkupField,
} from './markup.events';

/** What the decisions need, folded from the stream: the current version and its definition. */
export interface MarkupState {
  markupId: string | null;
  /** The number of versions (0: no mark-up yet). */
  version: number;
  definition: MarkupDefinition | null;
}

const initialMarkupState: MarkupState = { markupId: null, version: 0, definition: null };

export type MarkupCommand =
  | { type: 'Create'; markupId: string; definition: MarkupDefinition; reason: string | null }
  | {
      type: 'Edit';
      definition: MarkupDefinition;
      reason: string;
      /** The version the editor saw; absent: edit whatever is current. */
      expectedVersion?: number;
    };

function evolve(state: MarkupState, event: MarkupEvent): MarkupState {
  switch (event.type) {
    case 'MarkupCreated':
      return { markupId: event.data.markupId, version: 1, definition: event.data.definition };
    case 'MarkupEdited':
      return { ...state, version: state.version + 1, definition: event.data.definition };
  }
}

/** The mark-up as the core aggregate store folds it (stream `markup-<id>`). */
export const markup: Aggregate<MarkupState, MarkupEvent> = {
  streamType: MARKUP_STREAM_TYPE,
  schemaVersion: MARKUP_EVENT_VERSION,
  initialState: () => initialMarkupState,
  evolve,
};

/**
 * A mark-up's versions: create on an empty stream; edit an existing one, refused when the editor's
 * `expectedVersion` is not the current one (someone else's version came in between). An edit that
 * changes no field of the definition records nothing: the answer is the current version, so
 * saving an unchanged form twice does not fill the history with empty versions (the reason of
 * such an edit is not kept either: there is no change for it to explain).
 */
export function decide(command: MarkupCommand, state: MarkupState): MarkupEvent[] {
  if (command.type === 'Create') {
    if (state.version > 0) throw new AppError('CONCURRENCY_CONFLICT');
    const reason = command.reason?.trim() || null;
    return [{ type: 'MarkupCreated', data: { markupId: command.markupId, definition: command.definition, reason } }];
  }

  if (state.version === 0 || !state.definition || !state.markupId) throw new AppError('MARKUP_NOT_FOUND');
  if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) {
    throw new AppError('MARKUP_CHANGED_MEANWHILE', { version: state.version });
  }
  const reason = command.reason.trim();
  if (!reason) throw fieldError('REQUIRED_FIELD', 'reason');
  const changedFields = changedFieldsOf(state.definition, command.definition);
  if (changedFields.length === 0) return [];
  return [{ type: 'MarkupEdited', data: { markupId: state.markupId, definition: command.definition, reason, changedFields } }];
}

/** The order fields are listed in (the contract's). */
const FIELDS: readonly MarkupField[] = [
  'name',
  'productType',
  'markupGroupListID',
  'customerType',
  'basedOn',
  'feeBasis',
  'paymentType',
  'sameForAll',
  'rows',
  'validFrom',
  'validTo',
  'active',
];

/** The fields whose values differ (rows compared as normalised lists). */
export function changedFieldsOf(before: MarkupDefinition, after: MarkupDefinition): MarkupField[] {
  return FIELDS.filter((field) =>
    field === 'rows'
      ? JSON.stringify(sortRows(before.rows).map(rowKey)) !== JSON.stringify(sortRows(after.rows).map(rowKey))
      : before[field] !== after[field],
  );
}

/** A row's values in a fixed key order (JSON of objects depends on key order). */
const rowKey = (r: MarkupRow) => [r.cabinClass, r.starRating, r.value, r.serviceFee, r.maintenanceFee];

const CABIN_ORDER = new Map<string, number>(CABIN_CLASS.map((c, i) => [c.code, i]));
/** Rows by star rating, then cabin class (the enumeration's order): how a definition stores them. */
export function sortRows(rows: readonly MarkupRow[]): MarkupRow[] {
  return [...rows].sort(
    (a, b) =>
      (a.starRating ?? 0) - (b.starRating ?? 0) ||
      (a.cabinClass === null ? -1 : (CABIN_ORDER.get(a.cabinClass) ?? 0)) -
        (b.cabinClass === null ? -1 : (CABIN_ORDER.get(b.cabinClass) ?? 0)),
  );
}
