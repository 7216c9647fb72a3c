import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';
import { SettingsModule } from '../settings';
import { DevicesController } from './accounts/api/devices.controller';
import { FirstTimeLoginController } from './accounts/api/first-time-login.controller';
import { PasswordResetController } from './accounts/api/password-reset.controller';
import { SecuritySettingsController } from './accounts/api/security-settings.controller';
import { UsersController } from './accounts/api/users.controller';
import { AccountMailService } from './accounts/services/account-mail.service';
import { AccountRecoveryService } from './accounts/services/account-recovery.service';
import { AccountTokensService } from './accounts/services/account-tokens.service';
import { DevicesService } from './accounts/services/devices.service';
import { SecuritySettingsService } from './accounts/services/security-settings.service';
import { UserAdminService } from './accounts/services/user-admin.service';
import { ACCOUNT_QUERY_HANDLERS } from './accounts/queries';
import { UserSessionsService } from './accounts/services/user-sessions.service';
import { IdentityOrganizationsProjection } from './accounts/read-models/identity-organizations.projection';
import { WhenOrganizationApprovedCreateAdminUser } from './reactions/when-organization-approved-create-admin-user';
import { UserSearch } from './accounts/search/user-search';

/** User accounts: users (`/bo/User`), first-time login, password reset, security settings and devices. */
@Module({
  // Settings: RoleOptionsService (a user's level is one of the active options of its role).
  // Organizations: OrganizationDirectory (a user is created in an organization that exists).
  imports: [SettingsModule, OrganizationDirectoryModule],
  // Order matters: `/bo/User/security/*` and `/bo/User/devices` before `POST /bo/User/:userId`.
  controllers: [
    SecuritySettingsController,
    DevicesController,
    UsersController,
    FirstTimeLoginController,
    PasswordResetController,
  ],
  providers: [
    AccountTokensService,
    AccountMailService,
    UserSessionsService,
    UserAdminService,
    AccountRecoveryService,
    SecuritySettingsService,
    DevicesService,
    ...ACCOUNT_QUERY_HANDLERS,
    WhenOrganizationApprovedCreateAdminUser,
    IdentityOrganizationsProjection,
    UserSearch,
  ],
})
export class AccountsModule {}
