import { Injectable } from '@nestjs/common';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { OrganizationReplicaProjection } from '../../organizations';

/** `bookings.organizations`: organization names for the booking list and detail (see OrganizationReplicaProjection). */
@Injectable()
@Subscriber()
export class BookingOrganizationsProjection extends OrganizationReplicaProjection {
  readonly name = 'bookings.organizations';
  readonly tables: [string] = ['bookings.organizations'];
}
