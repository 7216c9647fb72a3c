/**
 * Account recovery and security settings (spec sections 4, 5 and 8): first-time login from the
 * e-mailed link (`/bo/Public`), forgot/reset password (`/bo/General`), the signed-in user's
 * security settings (`/bo/User/security/*`) and registered devices (`/bo/User/devices`).
 */
import { z } from 'zod';
import { securityQuestionSchema } from '../enums/security';
import type { ErrorCode } from '../errors/error-catalogue';
import { actionResultSchema } from './action-result.schema';
import {
  otpField,
  passwordField,
  phoneNumberField,
  requiredTextField,
  securityAnswerField,
  securityPhraseField,
  termsAcceptedField,
  validTextField,
  withConfirmPassword,
} from './validation';

/** Lifetimes and limits (ours: the spec gives none). The API enforces them; screens show them. */
export const FIRST_TIME_LOGIN_LINK_TTL_HOURS = 72;
export const PASSWORD_RESET_LINK_TTL_MINUTES = 30;
export const DEVICE_OTP_TTL_SECONDS = 300;
export const DEVICE_OTP_LENGTH = 6;
/** Wrong codes allowed per OTP; then it is spent and a new one must be requested. */
export const DEVICE_OTP_MAX_ATTEMPTS = 5;

/** Token of an e-mailed link (`?token=...`). Anything malformed reads as an invalid link. */
const linkToken = () =>
  z
    .string({ error: 'LINK_INVALID_OR_EXPIRED' satisfies ErrorCode })
    .trim()
    .min(20, { error: 'LINK_INVALID_OR_EXPIRED' satisfies ErrorCode })
    .max(200, { error: 'LINK_INVALID_OR_EXPIRED' satisfies ErrorCode });

const confirmation = () => z.string({ error: 'REQUIRED_FIELD' }).min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode });

export const linkTokenSchema = z.object({ token: linkToken() });
export type LinkTokenRequest = z.infer<typeof linkTokenSchema>;

export const LINK_PURPOSES = ['FIRST_TIME_LOGIN', 'PASSWORD_RESET'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

const securityQuestionOptionSchema = z.object({ code: z.string(), en: z.string(), ms: z.string() });

/** POST /bo/Public/verifyUserToken: what the first-time login screen needs. */
export const verifyUserTokenResponseSchema = z.object({
  purpose: z.enum(LINK_PURPOSES),
  username: z.string(),
  fullName: z.string(),
  /** The eight security questions to choose from, with both labels. */
  securityQuestions: z.array(securityQuestionOptionSchema),
  expiresAt: z.string(),
});
export type VerifyUserTokenResponse = z.infer<typeof verifyUserTokenResponseSchema>;

/** POST /bo/Public/verify: completes first-time login; the account becomes active (A). */
export const firstTimeLoginSchema = withConfirmPassword(
  z.object({
    token: linkToken(),
    password: passwordField(),
    confirmPassword: confirmation(),
    securityQuestion: securityQuestionSchema,
    securityAnswer: securityAnswerField(),
    securityPhrase: securityPhraseField(),
    termsAccepted: termsAcceptedField(),
  }),
);
export type FirstTimeLoginRequest = z.infer<typeof firstTimeLoginSchema>;
export type FirstTimeLoginInput = z.input<typeof firstTimeLoginSchema>;
export const firstTimeLoginResponseSchema = actionResultSchema.extend({ username: z.string() });

/** POST /bo/General/request-password-reset: a username or the registered e-mail. */
export const passwordResetRequestSchema = z.object({ usernameOrEmail: requiredTextField({ max: 254 }) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /bo/General/validate-password-reset answers this for a usable link (else 400 LINK_INVALID_OR_EXPIRED). */
export const validatePasswordResetResponseSchema = z.object({
  valid: z.literal(true),
  username: z.string(),
  expiresAt: z.string(),
});
export type ValidatePasswordResetResponse = z.infer<typeof validatePasswordResetResponseSchema>;

/** POST /bo/General/reset-password. */
export const resetPasswordSchema = withConfirmPassword(
  z.object({ token: linkToken(), password: passwordField(), confirmPassword: confirmation() }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** PUT /bo/User/security/password: the current password proves it is the owner at the keyboard. */
export const changePasswordSchema = withConfirmPassword(
  z.object({ currentPassword: confirmation(), password: passwordField(), confirmPassword: confirmation() }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /bo/User/security/mobile-number. */
export const mobileNumberUpdateSchema = z.object({ mobileNumber: phoneNumberField() });
export type MobileNumberUpdateRequest = z.infer<typeof mobileNumberUpdateSchema>;

/** PUT /bo/User/security/security-question. */
export const securityQuestionUpdateSchema = z.object({
  securityQuestion: securityQuestionSchema,
  securityAnswer: securityAnswerField(),
});
export type SecurityQuestionUpdateRequest = z.infer<typeof securityQuestionUpdateSchema>;

/** PUT /bo/User/security/security-phrase. */
export const securityPhraseUpdateSchema = z.object({ securityPhrase: securityPhraseField() });
export type SecurityPhraseUpdateRequest = z.infer<typeof securityPhraseUpdateSchema>;

/** POST /bo/User/devices/otp: the code goes to the registered e-mail; the screen counts down. */
export const deviceOtpResponseSchema = actionResultSchema.extend({
  expiresInSeconds: z.number().int(),
  /** The registered e-mail, masked (s***@example.my). */
  sentTo: z.string(),
});
export type DeviceOtpResponse = z.infer<typeof deviceOtpResponseSchema>;

/** POST /bo/User/devices: registering a device ends every session of the user. */
export const registerDeviceSchema = z.object({
  name: validTextField({ max: 60 }),
  otp: otpField(DEVICE_OTP_LENGTH),
});
export type RegisterDeviceRequest = z.infer<typeof registerDeviceSchema>;

/** `signInAgain`: the user's sessions were revoked, the screen sends them to /login. */
export const deviceChangeResponseSchema = actionResultSchema.extend({
  deviceId: z.string(),
  signInAgain: z.literal(true),
});
export type DeviceChangeResponse = z.infer<typeof deviceChangeResponseSchema>;

export const deviceRowSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  registeredAt: z.string(),
  lastLoggedInAt: z.string().nullable(),
});
export type DeviceRow = z.infer<typeof deviceRowSchema>;

/** GET /bo/User/devices. */
export const deviceListSchema = z.object({ items: z.array(deviceRowSchema) });
export type DeviceList = z.infer<typeof deviceListSchema>;

export const deviceIdParamsSchema = z.object({ deviceId: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }) });
