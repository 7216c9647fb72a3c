import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { actionResult } from '../../../../../core/http/action-result';
import { markupDetail } from '../../queries/markup-rows';
import { definitionOf, MarkupWriter } from '../markup-writer.service';
import { EditMarkup } from './edit-markup.command';

@CommandHandler(EditMarkup)
export class EditMarkupHandler implements ICommandHandler<EditMarkup> {
  constructor(
    private readonly writer: MarkupWriter,
    private readonly dataSource: DataSource,
  ) {}

  /** Answers the version now current: the new one, or the unchanged current one when the edit changed nothing. */
  async execute({ actor, body }: EditMarkup) {
    assertStaff(actor);
    const { markupID, expectedVersion, reason } = body;
    await this.writer.execute(markupID, { type: 'Edit', definition: definitionOf(body), reason, expectedVersion });
    return { ...actionResult('MARKUP_UPDATED'), markup: await markupDetail(this.dataSource, markupID) };
  }
}
