import { GetDevicesHandler } from './get-devices/get-devices.handler';
import { GetProfileHandler } from './get-profile/get-profile.handler';
import { GetUserDetailsHandler } from './get-user-details/get-user-details.handler';
import { GetUsersHandler } from './get-users/get-users.handler';

/** Every query handler of the accounts, for their module's providers. */
export const ACCOUNT_QUERY_HANDLERS = [GetUsersHandler, GetUserDetailsHandler, GetProfileHandler, GetDevicesHandler];
