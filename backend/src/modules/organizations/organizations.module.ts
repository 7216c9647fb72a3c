import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../identity-access';
import { ApiTokenController } from './api/api-token.controller';
import { OrganizationSignUpController } from './api/organization-sign-up.controller';
import { OrganizationsController } from './api/organizations.controller';
import { WhenOrganizationAppliedNotifyApprovers } from './reactions/when-organization-applied-notify-approvers';
import { WhenOrganizationChangedPushLive } from './reactions/when-organization-changed-push-live';
import { WhenOrganizationDecidedEmailApplicant } from './reactions/when-organization-decided-email-applicant';
import { ORGANIZATION_COMMAND_HANDLERS } from './commands';
import { OrganizationWriter } from './commands/organization-writer.service';
import { ORGANIZATION_QUERY_HANDLERS } from './queries';
import { ApiClientCredentials } from './services/api-client-credentials';
import { OrganizationDirectoryModule } from './services/organization-directory.module';
import { OrganizationSearch } from './search/organization-search';

/**
 * Organizations (B2B customers): sign-up, approval, profile and secret key. Event-sourced (stream
 * `organization-<id>`) with an inline read model; see docs/organizations.md.
 */
@Module({
  // Identity-access's user directory (the Users tab, actor names, the admin's e-mail check).
  imports: [UserDirectoryModule, OrganizationDirectoryModule],
  controllers: [OrganizationSignUpController, OrganizationsController, ApiTokenController],
  providers: [
    OrganizationWriter,
    ...ORGANIZATION_COMMAND_HANDLERS,
    ...ORGANIZATION_QUERY_HANDLERS,
    // getToken, and the source the platform's client-token checks ask (ApiClients).
    ApiClientCredentials,
    WhenOrganizationAppliedNotifyApprovers,
    WhenOrganizationDecidedEmailApplicant,
    WhenOrganizationChangedPushLive,
    OrganizationSearch,
  ],
  exports: [OrganizationDirectoryModule],
})
export class OrganizationsModule {}
