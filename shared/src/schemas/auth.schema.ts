import { z } from 'zod';

export const signInRequestSchema = z.object({
  username: z.string().trim().min(1, 'Required field').max(100),
  password: z.string().min(1, 'Required field').max(200),
  /** Id of a registered device (`POST /bo/User/devices`), if this browser has one: records its last sign-in. */
  deviceId: z.uuid().optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Session of spec section 3: access token and user info. */
export const userInfoSchema = z.object({
  userID: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  merchantCode: z.string().nullable(),
  organizationId: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const signInResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  userInfo: userInfoSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;
