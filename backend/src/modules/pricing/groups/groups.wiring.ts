import { OrganizationsModule } from '../../organizations';
import { MarkupGroupsController } from './markup-groups.controller';
import { MarkupGroupsRepository } from './markup-groups.repository';
import { MarkupGroupsService } from './markup-groups.service';
import { OrganizationGroupsService } from './organization-groups.service';

/** What the mark-up groups (and organizations' group assignment) contribute to PricingModule. */
export const GROUP_CONTROLLERS = [MarkupGroupsController];
export const GROUP_PROVIDERS = [MarkupGroupsRepository, MarkupGroupsService, OrganizationGroupsService];
/** Nest modules of other contexts it needs (their exported services). */
// OrganizationDirectory: an assignment names an organization that exists.
export const GROUP_IMPORTS = [OrganizationsModule];
/** Services other parts and contexts call (the quote: OrganizationGroupsService.pricingGroup). */
export const GROUP_EXPORTS = [MarkupGroupsService, OrganizationGroupsService];
