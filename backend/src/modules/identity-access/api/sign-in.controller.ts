import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type SignInRequest, signInRequestSchema, signInResponseSchema } from '@bo/shared';
import { z } from 'zod';
import { CurrentActor, Public, SignedIn } from '../../../core/auth/auth.decorators';
import { Contract } from '../../../core/http/contract.decorator';
import { SignInRateLimit } from '../../../core/http/rate-limits';
import type { Actor } from '../../../core/context/request-context';
import { SignInService } from '../services/sign-in.service';
import { SecretAnswer } from '../../../core/http/idempotency.interceptor';

/** `/bo/General` sign-in and sign-out (both spellings of the spec). */
@Controller('bo/General')
export class SignInController {
  constructor(private readonly signInService: SignInService) {}

  @Post(['sign-in', 'signIn'])
  @HttpCode(200)
  @SecretAnswer()
  @Public()
  @SignInRateLimit()
  @Contract({
    summary: 'Sign in with username and password',
    body: signInRequestSchema,
    response: signInResponseSchema,
    tags: ['auth'],
  })
  signIn(@Body() body: SignInRequest, @Req() req: Request) {
    return this.signInService.signIn(body, { ip: req.ip, userAgent: req.header('user-agent') });
  }

  @Get(['sign-out', 'signOut'])
  @SignedIn()
  @Contract({
    summary: 'Sign out: revokes the access token on the server',
    response: z.object({ ok: z.literal(true) }),
    tags: ['auth'],
  })
  async signOut(@CurrentActor() actor: Actor) {
    await this.signInService.signOut(actor.sessionId);
    return { ok: true as const };
  }
}
