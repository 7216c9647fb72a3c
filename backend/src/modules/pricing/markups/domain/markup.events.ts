import type { CustomerType, FeeBasisCode, MarkupBasis, MarkupPaymentType, MarkupRow, ProductType } from '@bo/shared';

/**
 * Events of stream `markup-<id>` (stream type `Markup`), past tense, schema version 1. Each event
 * is one version of the mark-up (the stream version is the mark-up's version) and carries the
 * whole definition, so any version can be shown or priced with on its own. Who made it is in the
 * event's metadata (`actorId`, the page path), as for every event of the store.
 */
export const MARKUP_STREAM_TYPE = 'Markup';
export const markupStreamId = (markupId: string) => `markup-${markupId}`;
export const MARKUP_EVENT_VERSION = 1;

/** Everything a mark-up says, validated (createMarkupSchema / editMarkupSchema), field names of the contract. */
export interface MarkupDefinition {
  name: string;
  productType: ProductType;
  markupGroupListID: string;
  customerType: CustomerType;
  basedOn: MarkupBasis;
  feeBasis: FeeBasisCode;
  paymentType: MarkupPaymentType;
  sameForAll: boolean;
  /** In a stable order (by star rating, then cabin class): reordering rows changes nothing. */
  rows: MarkupRow[];
  validFrom: string;
  validTo: string | null;
  active: boolean;
}
export type MarkupField = keyof MarkupDefinition;

/** Version 1. `reason` is optional at creation. */
export interface MarkupCreated {
  markupId: string;
  definition: MarkupDefinition;
  reason: string | null;
}

/** A later version: the whole new definition, why, and the fields that differ from the previous one. */
export interface MarkupEdited {
  markupId: string;
  definition: MarkupDefinition;
  reason: string;
  changedFields: MarkupField[];
}

export type MarkupEvent = { type: 'MarkupCreated'; data: MarkupCreated } | { type: 'MarkupEdited'; data: MarkupEdited };
export type MarkupEventType = MarkupEvent['type'];
export const MARKUP_EVENT_TYPES: readonly MarkupEventType[] = ['MarkupCreated', 'MarkupEdited'];
