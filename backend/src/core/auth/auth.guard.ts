import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { hasPermission } from '@bo/shared';
import { requestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { PERMISSION_KEY, PUBLIC_KEY, SCRAPE_TOKEN_KEY } from './auth.decorators';
import { TokenService } from './token.service';

/**
 * Global guard. Fails closed: a route that is neither @Public nor @RequirePermission is refused
 * (and `assertEveryRouteGuarded` stops the app from starting with one).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true; // sockets authenticate in the gateway
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const permission = this.reflector.getAllAndOverride<string | string[] | undefined>(PERMISSION_KEY, targets);

    const req = context.switchToHttp().getRequest<Request>();
    const header = req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (this.reflector.getAllAndOverride<boolean>(SCRAPE_TOKEN_KEY, targets) && this.isScrapeToken(token)) return true;
    // One Redis read and, while no user, role or grant changed, no SQL (TokenService.authenticate).
    const authenticated = token ? await this.tokens.authenticate(token) : undefined;
    if (!authenticated) throw new AppError('UNAUTHENTICATED');
    requestContext.patch({ actor: authenticated.actor });
    if (permission === undefined) throw new AppError('FORBIDDEN');
    if (permission === '') return true;
    // A client token is held to the booking calls, whatever any role grants.
    const granted = await authenticated.permissions();
    const anyOf = Array.isArray(permission) ? permission : [permission];
    if (!anyOf.some((needed) => hasPermission(granted, needed))) throw new AppError('FORBIDDEN');
    return true;
  }

  private isScrapeToken(token: string): boolean {
    const expected = this.config.METRICS_TOKEN;
    if (!expected || !token) return false;
    const a = Buffer.from(token);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
