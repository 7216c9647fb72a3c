import { Query } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Actor } from '../../../../core/context/request-context';

/** A supporting document, streamed only to the organization's own users and the provider's staff. */
export class SendOrganizationDocument extends Query<void> {
  constructor(
    readonly actor: Actor,
    readonly organizationId: string,
    readonly documentId: string,
    readonly res: Response,
  ) {
    super();
  }
}
