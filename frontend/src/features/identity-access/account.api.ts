import {
  actionResultSchema,
  deviceChangeResponseSchema,
  deviceListSchema,
  deviceOtpResponseSchema,
  profileSchema,
  type ActionResult,
  type ChangePasswordRequest,
  type DeviceChangeResponse,
  type DeviceList,
  type DeviceOtpResponse,
  type MobileNumberUpdateRequest,
  type Profile,
  type RegisterDeviceRequest,
  type SecurityPhraseUpdateRequest,
  type SecurityQuestionUpdateRequest,
  type UpdateProfileRequest,
} from '@bo/shared';
import { api } from '../../lib/api';

const parseResult = (response: unknown) => actionResultSchema.parse(response);

/**
 * The signed-in user's own account (`/bo/User/profile`, `/bo/User/security/*`, `/bo/User/devices`):
 * its own file so the login chunk does not carry it. Tag types are added here, not in lib/api.ts,
 * because nothing outside this feature invalidates them.
 */
export const accountApi = api.enhanceEndpoints({ addTagTypes: ['Profile', 'Device'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'bo/User/profile',
      transformResponse: (response: unknown) => profileSchema.parse(response),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ActionResult, UpdateProfileRequest>({
      query: (body) => ({ url: 'bo/User/profile', method: 'PUT', body }),
      transformResponse: parseResult,
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<ActionResult, ChangePasswordRequest>({
      query: (body) => ({ url: 'bo/User/security/password', method: 'PUT', body }),
      transformResponse: parseResult,
    }),
    updateMobileNumber: build.mutation<ActionResult, MobileNumberUpdateRequest>({
      query: (body) => ({ url: 'bo/User/security/mobile-number', method: 'PUT', body }),
      transformResponse: parseResult,
      invalidatesTags: ['Profile'],
    }),
    updateSecurityQuestion: build.mutation<ActionResult, SecurityQuestionUpdateRequest>({
      query: (body) => ({ url: 'bo/User/security/security-question', method: 'PUT', body }),
      transformResponse: parseResult,
      invalidatesTags: ['Profile'],
    }),
    updateSecurityPhrase: build.mutation<ActionResult, SecurityPhraseUpdateRequest>({
      query: (body) => ({ url: 'bo/User/security/security-phrase', method: 'PUT', body }),
      transformResponse: parseResult,
      invalidatesTags: ['Profile'],
    }),
    listDevices: build.query<DeviceList, void>({
      query: () => 'bo/User/devices',
      transformResponse: (response: unknown) => deviceListSchema.parse(response),
      providesTags: ['Device'],
    }),
    requestDeviceOtp: build.mutation<DeviceOtpResponse, void>({
      query: () => ({ url: 'bo/User/devices/otp', method: 'POST' }),
      transformResponse: (response: unknown) => deviceOtpResponseSchema.parse(response),
    }),
    registerDevice: build.mutation<DeviceChangeResponse, RegisterDeviceRequest>({
      query: (body) => ({ url: 'bo/User/devices', method: 'POST', body }),
      transformResponse: (response: unknown) => deviceChangeResponseSchema.parse(response),
    }),
    removeDevice: build.mutation<DeviceChangeResponse, string>({
      query: (deviceId) => ({ url: `bo/User/devices/${encodeURIComponent(deviceId)}`, method: 'DELETE' }),
      transformResponse: (response: unknown) => deviceChangeResponseSchema.parse(response),
    }),
  }),
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
