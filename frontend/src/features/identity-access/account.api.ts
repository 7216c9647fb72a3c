import {
  actionResultSchema,
  deviceChangeResponseSchema,
  deviceListSchema,
  deviceOtpResponseSchema,
  profileSchema,
  type ChangePasswordRequest,
  type MobileNumberUpdateRequest,
  type RegisterDeviceRequest,
  type SecurityPhraseUpdateRequest,
  type SecurityQuestionUpdateRequest,
  type UpdateProfileRequest,
} from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';

/**
 * The signed-in user's own account (`/bo/User/profile`, `/bo/User/security/*`, `/bo/User/devices`):
 * its own file so the login chunk does not carry it. Tag types are added here, not in lib/api.ts,
 * because nothing outside this feature invalidates them.
 */
export const accountApi = api.enhanceEndpoints({ addTagTypes: ['Profile', 'Device'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    const user = callsOf('bo/User');
    return {
      getProfile: read(user.get('profile'), profileSchema, ['Profile']),
      updateProfile: write(user.send<UpdateProfileRequest>('profile', 'PUT'), actionResultSchema, ['Profile']),
      changePassword: write(user.send<ChangePasswordRequest>('security/password', 'PUT'), actionResultSchema),
      updateMobileNumber: write(user.send<MobileNumberUpdateRequest>('security/mobile-number', 'PUT'), actionResultSchema, [
        'Profile',
      ]),
      updateSecurityQuestion: write(
        user.send<SecurityQuestionUpdateRequest>('security/security-question', 'PUT'),
        actionResultSchema,
        ['Profile'],
      ),
      updateSecurityPhrase: write(user.send<SecurityPhraseUpdateRequest>('security/security-phrase', 'PUT'), actionResultSchema, [
        'Profile',
      ]),
      listDevices: read(user.get('devices'), deviceListSchema, ['Device']),
      requestDeviceOtp: write(user.send<void>('devices/otp'), deviceOtpResponseSchema),
      registerDevice: write(user.send<RegisterDeviceRequest>('devices'), deviceChangeResponseSchema),
      removeDevice: write(
        (deviceId: string) => ({ url: `bo/User/devices/${encodeURIComponent(deviceId)}`, method: 'DELETE' }),
        deviceChangeResponseSchema,
      ),
    };
  },
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUpdateMobileNumberMutation,
  useUpdateSecurityQuestionMutation,
  useUpdateSecurityPhraseMutation,
  useListDevicesQuery,
  useRequestDeviceOtpMutation,
  useRegisterDeviceMutation,
  useRemoveDeviceMutation,
} = accountApi;
