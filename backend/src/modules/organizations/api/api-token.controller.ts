import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiTokenSchema, type GetTokenBody, getTokenSchema } from '@bo/shared';
import { Public } from '../../../core/auth/auth.decorators';
import { Contract } from '../../../core/http/contract.decorator';
import { SecretAnswer } from '../../../core/http/idempotency.interceptor';
import { SignInRateLimit } from '../../../core/http/rate-limits';
import { IssueApiToken } from '../commands/issue-api-token/issue-api-token.command';
import { ORGANIZATION_EXAMPLES } from './examples';

/** `POST getToken` (public booking calls, spec section 7): tokens for organizations' API clients. */
@Controller()
export class ApiTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Post('getToken')
  @HttpCode(200)
  @Public()
  @SignInRateLimit() // guesses per client address and minute, as sign-in
  @SecretAnswer() // the token is never stored for an Idempotency-Key replay
  @Contract({
    summary:
      "An organization's API client token (client id = organization code, secret key from its profile), scoped to that organization and the booking calls",
    body: getTokenSchema,
    response: apiTokenSchema,
    tags: ['bookings'],
    examples: ORGANIZATION_EXAMPLES.getToken,
  })
  getToken(@Body() body: GetTokenBody) {
    return this.commands.execute(new IssueApiToken(body));
  }
}
