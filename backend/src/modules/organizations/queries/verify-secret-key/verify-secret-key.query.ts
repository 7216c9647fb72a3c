import { Query } from '@nestjs/cqrs';

/**
 * For the public booking API (getToken): whether `key` is the approved organization's current
 * secret key.
 */
export class VerifySecretKey extends Query<boolean> {
  constructor(
    readonly organizationId: string,
    readonly key: string,
  ) {
    super();
  }
}
