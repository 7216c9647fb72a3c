import { Injectable } from '@nestjs/common';
import { Subscriber } from '../../../../core/event-store/event-store.module';
import { OrganizationReplicaProjection } from '../../../organizations';

/** `identity.organizations`: organization names for the user list (see OrganizationReplicaProjection). */
@Injectable()
@Subscriber()
export class IdentityOrganizationsProjection extends OrganizationReplicaProjection {
  readonly name = 'identity.organizations';
  readonly tables: [string] = ['identity.organizations'];
}
