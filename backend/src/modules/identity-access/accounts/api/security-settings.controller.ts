import { Body, Controller, Put } from '@nestjs/common';
import {
  type ChangePasswordRequest,
  type MobileNumberUpdateRequest,
  type SecurityPhraseUpdateRequest,
  type SecurityQuestionUpdateRequest,
  actionResultSchema,
  changePasswordSchema,
  mobileNumberUpdateSchema,
  securityPhraseUpdateSchema,
  securityQuestionUpdateSchema,
} from '@bo/shared';
import { CurrentActor, SignedIn } from '../../../../core/auth/auth.decorators';
import type { Actor } from '../../../../core/context/request-context';
import { Contract } from '../../../../core/http/contract.decorator';
import { SecuritySettingsService } from '../services/security-settings.service';

/** The signed-in user's security settings (the spec names the screen but no calls; these paths are ours). */
@Controller('bo/User/security')
@SignedIn()
export class SecuritySettingsController {
  constructor(private readonly security: SecuritySettingsService) {}

  @Put('password')
  @Contract({
    summary: 'Change password (current one required); other sessions end',
    body: changePasswordSchema,
    response: actionResultSchema,
    tags: ['account security'],
  })
  changePassword(@CurrentActor() actor: Actor, @Body() body: ChangePasswordRequest) {
    return this.security.changePassword(actor, body);
  }

  @Put('mobile-number')
  @Contract({
    summary: 'Change mobile number',
    body: mobileNumberUpdateSchema,
    response: actionResultSchema,
    tags: ['account security'],
  })
  changeMobileNumber(@CurrentActor() actor: Actor, @Body() body: MobileNumberUpdateRequest) {
    return this.security.changeMobileNumber(actor, body);
  }

  @Put('security-question')
  @Contract({
    summary: 'Change security question and answer',
    body: securityQuestionUpdateSchema,
    response: actionResultSchema,
    tags: ['account security'],
  })
  changeSecurityQuestion(@CurrentActor() actor: Actor, @Body() body: SecurityQuestionUpdateRequest) {
    return this.security.changeSecurityQuestion(actor, body);
  }

  @Put('security-phrase')
  @Contract({
    summary: 'Change security phrase',
    body: securityPhraseUpdateSchema,
    response: actionResultSchema,
    tags: ['account security'],
  })
  changeSecurityPhrase(@CurrentActor() actor: Actor, @Body() body: SecurityPhraseUpdateRequest) {
    return this.security.changeSecurityPhrase(actor, body);
  }
}
