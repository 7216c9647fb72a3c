import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CreateMarkupBody, EditMarkupBody } from '@bo/shared';
import { AggregateStores, type StoredEvent } from '../../../../core/event-store';
import { fieldError } from '../../../../core/http/action-result';
import { MarkupGroupsRepository } from '../../groups/markup-groups.repository';
import { decide, markup, type MarkupCommand, sortRows } from '../domain/markup';
import { type MarkupDefinition, markupStreamId } from '../domain/markup.events';
import { MarkupVersionsProjection } from '../projections/markup-versions.projection';
import { MarkupsProjection } from '../projections/markups.projection';

/** The definition a request body describes, rows in their stored order. */
export function definitionOf(body: CreateMarkupBody | EditMarkupBody): MarkupDefinition {
  return {
    name: body.name,
    productType: body.productType,
    markupGroupListID: body.markupGroupListID,
    customerType: body.customerType,
    basedOn: body.basedOn,
    feeBasis: body.feeBasis,
    paymentType: body.paymentType,
    sameForAll: body.sameForAll,
    rows: sortRows(body.rows),
    validFrom: body.validFrom,
    validTo: body.validTo,
    active: body.active,
  };
}

/**
 * The mark-ups' write path: the aggregate store (optimistic appends; a mark-up has few writers),
 * the group check, and the read models written with the events.
 *
 * Why inline: the projections are checkpointed @Subscriber classes (rebuildable from the log), but
 * a subscriber applies an event only after its commit, asynchronously. The Create answer, the next
 * list and, above all, a quote or availability search right after a change must see the new
 * version, so each command also applies both projections in its own transaction (`afterAppend`):
 * the events and their read models commit together. The subscribers then find each event already
 * applied (the upsert moves a row only to a higher version; versions are inserted once) and keep
 * the tables right where the inline path cannot: a rebuild, a restore.
 */
@Injectable()
export class MarkupWriter {
  private readonly markups;

  constructor(
    stores: AggregateStores,
    private readonly current: MarkupsProjection,
    private readonly versions: MarkupVersionsProjection,
    private readonly groups: MarkupGroupsRepository,
  ) {
    this.markups = stores.create(markup, { retries: 3 });
  }

  /** Decides `command` on the mark-up's stream in a unit of work of its own; answers the versions appended (none: no change). */
  execute(markupId: string, command: MarkupCommand): Promise<StoredEvent[]> {
    return this.markups.execute({
      streamId: markupStreamId(markupId),
      decide: async (state, _version, manager) => {
        const events = decide(command, state);
        if (events.length > 0) await this.assertGroupFits(manager, command.definition);
        return { events, reply: (stored) => stored };
      },
      afterAppend: async (manager, stored) => {
        const context = { manager, table: (name: string) => name };
        for (const event of stored) {
          await this.current.handle(event, context);
          await this.versions.handle(event, context);
        }
      },
    });
  }

  /**
   * The group exists and is of the mark-up's customer type. Its row is share-locked until the
   * version commits, so the group's customer type cannot change in between.
   */
  private async assertGroupFits(manager: EntityManager, definition: MarkupDefinition): Promise<void> {
    const group = await this.groups.find(manager, definition.markupGroupListID, 'share');
    if (!group) throw fieldError('MARKUP_GROUP_NOT_FOUND', 'markupGroupListID');
    if (group.customerType !== definition.customerType) {
      throw fieldError('MARKUP_GROUP_CUSTOMER_TYPE', 'customerType', { customerType: group.customerType });
    }
  }
}
