import { type EventHandler, Projection, type StoredEvent, type SubscriberContext } from '../../../../core/event-store';
import { rowValues } from '../../../../core/database/row-writes';
import { PricingRulesCache } from '../../pricing-rules.cache';
import { MARKUP_EVENT_TYPES, type MarkupCreated, type MarkupEdited } from '../domain/markup.events';

/**
 * `pricing.markups`: the current version of every mark-up, its definition in columns (lists,
 * the groups' counts, the engine's rules in force). One upsert per event that moves a row only to
 * a higher version, so applying an event twice changes nothing: the mark-up commands apply it
 * inline too, in their own transaction (see MarkupWriter), and this subscriber then finds it done.
 */
@Projection({ name: 'pricing.markups', tables: ['pricing.markups'], on: MARKUP_EVENT_TYPES })
export class MarkupsProjection implements EventHandler {
  constructor(private readonly rules: PricingRulesCache) {}

  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    // The rules in force change with the current version (inline, a replay or a rebuild alike).
    this.rules.changed(manager);
    const { markupId, definition: d } = event.data as MarkupCreated | MarkupEdited;
    const values = d.rows.map((r) => r.value);
    const at = event.recordedAt;
    const row = rowValues({
      id: markupId,
      version: event.streamVersion,
      name: d.name,
      product_type: d.productType,
      markup_group_id: d.markupGroupListID,
      customer_type: d.customerType,
      based_on: d.basedOn,
      fee_basis: d.feeBasis,
      payment_type: d.paymentType,
      same_for_all: d.sameForAll,
      rows: JSON.stringify(d.rows),
      lowest_value: Math.min(...values),
      highest_value: Math.max(...values),
      valid_from: d.validFrom,
      valid_to: d.validTo,
      active: d.active,
      created_at: at,
      updated_at: at,
    });
    const updated = row.columns
      .split(', ')
      .filter((c) => c !== 'id' && c !== 'created_at')
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ');
    await manager.query(
      `INSERT INTO ${table('pricing.markups')} AS m (${row.columns}) VALUES (${row.placeholders})
       ON CONFLICT (id) DO UPDATE SET ${updated} WHERE m.version < EXCLUDED.version`,
      row.params,
    );
  }
}
