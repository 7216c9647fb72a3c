import { Command } from '@nestjs/cqrs';
import type { ActionResult, ResetSecretKeyRequest } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** A new secret key for the public booking API, returned once (only its hash is kept). */
export class ResetSecretKey extends Command<ActionResult & { secretKey: string; resetAt: string }> {
  constructor(
    readonly actor: Actor,
    readonly body: ResetSecretKeyRequest,
  ) {
    super();
  }
}
