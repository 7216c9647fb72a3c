import { Query } from '@nestjs/cqrs';
import type { FormScreen } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/**
 * The option data one screen needs, in one call (`/bo/Form/.../init`). `checkPermission`: refuse
 * (403) when the caller lacks the screen's permission (`GET /bo/Form/query?screen=`; the per-screen
 * routes check theirs by decorator).
 */
export class GetFormInit extends Query<unknown> {
  constructor(
    readonly screen: FormScreen,
    readonly actor: Actor,
    readonly checkPermission = false,
  ) {
    super();
  }
}
