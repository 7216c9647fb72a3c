import { Command } from '@nestjs/cqrs';
import type { ApiToken, GetTokenBody } from '@bo/shared';

/** `POST getToken`: an organization's API client signs in with its client id and secret key. */
export class IssueApiToken extends Command<ApiToken> {
  constructor(readonly body: GetTokenBody) {
    super();
  }
}
