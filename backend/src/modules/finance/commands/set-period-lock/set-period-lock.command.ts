import { Command } from '@nestjs/cqrs';
import type { ActionResult } from '@bo/shared';
import type { Actor } from '../../../../core/context/request-context';

/** Close every month up to and including `lockedThrough` (YYYY-MM) to documents; null reopens all. */
export class SetPeriodLock extends Command<ActionResult> {
  constructor(
    readonly actor: Actor,
    readonly lockedThrough: string | null,
  ) {
    super();
  }
}
