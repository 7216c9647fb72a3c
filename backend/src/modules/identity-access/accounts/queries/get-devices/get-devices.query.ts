import { Query } from '@nestjs/cqrs';
import type { DeviceList } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** The signed-in user's registered devices with their last sign-in, oldest first. */
export class GetDevices extends Query<DeviceList> {
  constructor(readonly actor: Actor) {
    super();
  }
}
