import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  type FirstTimeLoginRequest,
  type LinkTokenRequest,
  firstTimeLoginResponseSchema,
  firstTimeLoginSchema,
  linkTokenSchema,
  verifyUserTokenResponseSchema,
} from '@bo/shared';
import { Public } from '../../../../core/auth/auth.decorators';
import { Contract } from '../../../../core/http/contract.decorator';
import { AccountRecoveryService } from '../services/account-recovery.service';
import { accountLinkLimit } from './account-links';

/** `/bo/Public`: first-time login from the link e-mailed when the user was created. */
@Controller('bo/Public')
@Public()
@Throttle(accountLinkLimit)
export class FirstTimeLoginController {
  constructor(private readonly recovery: AccountRecoveryService) {}

  @Post('verifyUserToken')
  @HttpCode(200)
  @Contract({
    summary: 'Check a first-time login link; answers what its screen needs',
    body: linkTokenSchema,
    response: verifyUserTokenResponseSchema,
    tags: ['auth'],
  })
  verifyUserToken(@Body() body: LinkTokenRequest) {
    return this.recovery.verifyUserToken(body.token);
  }

  @Post('verify')
  @HttpCode(200)
  @Contract({
    summary: 'Complete first-time login: password, security question, answer and phrase, terms; the account becomes active',
    body: firstTimeLoginSchema,
    response: firstTimeLoginResponseSchema,
    tags: ['auth'],
  })
  verify(@Body() body: FirstTimeLoginRequest) {
    return this.recovery.completeFirstTimeLogin(body);
  }
}
