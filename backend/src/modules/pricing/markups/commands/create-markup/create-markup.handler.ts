import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { actionResult } from '../../../../../core/http/action-result';
import { markupDetail } from '../../queries/markup-rows';
import { definitionOf, MarkupWriter } from '../markup-writer.service';
import { CreateMarkup } from './create-markup.command';

@CommandHandler(CreateMarkup)
export class CreateMarkupHandler implements ICommandHandler<CreateMarkup> {
  constructor(
    private readonly writer: MarkupWriter,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, body }: CreateMarkup) {
    assertStaff(actor);
    const markupId = randomUUID();
    await this.writer.execute(markupId, {
      type: 'Create',
      markupId,
      definition: definitionOf(body),
      reason: body.reason ?? null,
    });
    return { ...actionResult('MARKUP_CREATED'), markup: await markupDetail(this.dataSource, markupId) };
  }
}
