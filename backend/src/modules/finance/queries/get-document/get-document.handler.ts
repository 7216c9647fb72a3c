import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { KINDS_OF } from '../../commands/document-families';
import { findDocument } from '../finance-document-rows';
import { GetDocument } from './get-document.query';

@QueryHandler(GetDocument)
export class GetDocumentHandler implements IQueryHandler<GetDocument> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ actor, family, ref, kind }: GetDocument) {
    return findDocument(this.dataSource, actor, kind ? [kind] : KINDS_OF[family], ref);
  }
}
