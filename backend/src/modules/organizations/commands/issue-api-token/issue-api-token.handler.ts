import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenService } from '../../../../core/auth/token.service';
import { AppError } from '../../../../core/errors/app-error';
import { ApiClientCredentials } from '../../services/api-client-credentials';
import { IssueApiToken } from './issue-api-token.command';

/** Wrong id, wrong key, no key, not approved: one answer, 401 INVALID_CLIENT_CREDENTIALS (nothing to tell them apart). */
@CommandHandler(IssueApiToken)
export class IssueApiTokenHandler implements ICommandHandler<IssueApiToken> {
  constructor(
    private readonly credentials: ApiClientCredentials,
    private readonly tokens: TokenService,
  ) {}

  async execute({ body }: IssueApiToken) {
    const client = await this.credentials.verify(body.clientId, body.secretKey);
    if (!client) throw new AppError('INVALID_CLIENT_CREDENTIALS');
    const { token, expiresIn } = this.tokens.issueClient(client);
    return { accessToken: token, tokenType: 'Bearer' as const, expiresIn };
  }
}
