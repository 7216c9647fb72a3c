import { Command } from '@nestjs/cqrs';
import type { AccountingCategory, ActionResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';
import type { DocumentFamily } from '../document-families';

/** Switch a category off for the family's new documents (documents already made keep it). */
export class DeactivateCategory extends Command<ActionResult> {
  constructor(
    readonly actor: Actor,
    readonly family: DocumentFamily,
    readonly category: AccountingCategory,
  ) {
    super();
  }
}
