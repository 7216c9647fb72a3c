import { Injectable } from '@nestjs/common';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { OrganizationReplicaProjection } from '../../organizations';

/** `pricing.organizations`: organization names for the quote's answer (see OrganizationReplicaProjection). */
@Injectable()
@Subscriber()
export class PricingOrganizationsProjection extends OrganizationReplicaProjection {
  readonly name = 'pricing.organizations';
  readonly tables: [string] = ['pricing.organizations'];
}
