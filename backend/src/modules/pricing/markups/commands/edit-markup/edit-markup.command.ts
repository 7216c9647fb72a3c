import { Command } from '@nestjs/cqrs';
import type { EditMarkupBody } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';
import type { MarkupResult } from '../../queries/markup-rows';

/** Staff edit a mark-up: a new version with every field replaced and why (none when nothing changed). */
export class EditMarkup extends Command<MarkupResult> {
  constructor(
    readonly actor: Actor,
    readonly body: EditMarkupBody,
  ) {
    super();
  }
}
