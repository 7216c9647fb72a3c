import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { DeviceList } from '@bo/shared';
import { GetDevices } from './get-devices.query';

@QueryHandler(GetDevices)
export class GetDevicesHandler implements IQueryHandler<GetDevices> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor }: GetDevices): Promise<DeviceList> {
    const items = (await this.dataSource.query(
      `SELECT id AS "deviceId", name, to_json(registered_at) #>> '{}' AS "registeredAt",
              to_json(last_logged_in_at) #>> '{}' AS "lastLoggedInAt"
         FROM identity.devices WHERE user_id = $1 AND removed_at IS NULL ORDER BY registered_at`,
      [actor.userId],
    )) as DeviceList['items'];
    return { items };
  }
}
