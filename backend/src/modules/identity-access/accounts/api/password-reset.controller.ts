import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  type LinkTokenRequest,
  type PasswordResetRequest,
  type ResetPasswordRequest,
  actionResultSchema,
  linkTokenSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  validatePasswordResetResponseSchema,
} from '@bo/shared';
import { Public } from '../../../../core/auth/auth.decorators';
import { Contract } from '../../../../core/http/contract.decorator';
import { AccountRecoveryService } from '../services/account-recovery.service';
import { accountLinkLimit } from './account-links';

/** `/bo/General` forgot / reset password. */
@Controller('bo/General')
@Public()
@Throttle(accountLinkLimit)
export class PasswordResetController {
  constructor(private readonly recovery: AccountRecoveryService) {}

  @Post('request-password-reset')
  @HttpCode(200)
  @Contract({
    summary: 'E-mail a password reset link (same answer whether or not the account exists)',
    body: passwordResetRequestSchema,
    response: actionResultSchema,
    tags: ['auth'],
  })
  request(@Body() body: PasswordResetRequest) {
    return this.recovery.requestPasswordReset(body);
  }

  @Post('validate-password-reset')
  @HttpCode(200)
  @Contract({
    summary: 'Is this reset link still usable?',
    body: linkTokenSchema,
    response: validatePasswordResetResponseSchema,
    tags: ['auth'],
  })
  validate(@Body() body: LinkTokenRequest) {
    return this.recovery.validatePasswordReset(body.token);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Contract({
    summary: 'Set a new password from the link: unlocks the account and ends its sessions',
    body: resetPasswordSchema,
    response: actionResultSchema,
    tags: ['auth'],
  })
  reset(@Body() body: ResetPasswordRequest) {
    return this.recovery.resetPassword(body);
  }
}
