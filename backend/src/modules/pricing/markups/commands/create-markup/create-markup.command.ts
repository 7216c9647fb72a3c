import { Command } from '@nestjs/cqrs';
import type { CreateMarkupBody } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';
import type { MarkupResult } from '../../queries/markup-rows';

/** Staff create a mark-up: version 1 of a new stream. */
export class CreateMarkup extends Command<MarkupResult> {
  constructor(
    readonly actor: Actor,
    readonly body: CreateMarkupBody,
  ) {
    super();
  }
}
