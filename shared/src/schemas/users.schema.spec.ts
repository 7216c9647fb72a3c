import type { ZodType } from 'zod';
import { firstTimeLoginSchema, registerDeviceSchema } from './account-security.schema';
import { createUserSchema, isValidIdNumber, userListQuerySchema, userStatusUpdateSchema } from './users.schema';

function codesFor(schema: ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const user = {
  role: 'MERCHANT_USER',
  level: 'STAFF',
  fullName: 'Siti Aminah',
  idType: 'MYKAD',
  idNumber: '900101-14-5678',
  email: 'siti@example.my',
  mobileNumber: '012-3456789',
  username: 'siti.aminah',
};

describe('user schemas', () => {
  test('ID numbers follow their type', () => {
    expect(isValidIdNumber('MYKAD', '900101145678')).toBe(true);
    expect(isValidIdNumber('MYKAD', '900101-14-5678')).toBe(true);
    expect(isValidIdNumber('MYKAD', 'A1234567')).toBe(false);
    expect(isValidIdNumber('PASSPORT', 'A1234567')).toBe(true);
    expect(isValidIdNumber('ARMY_ID', 'T1')).toBe(false);
  });

  test('create-user: valid body passes; bad username, phone and ID number are named', () => {
    expect(codesFor(createUserSchema, user)).toEqual({});
    expect(codesFor(createUserSchema, { ...user, username: 'ab', mobileNumber: '0123456789', idNumber: 'X' })).toEqual({
      username: 'INVALID_USERNAME',
      mobileNumber: 'INVALID_PHONE_NUMBER',
      idNumber: 'INVALID_ID_NUMBER',
    });
    expect(codesFor(createUserSchema, { ...user, idType: 'DRIVING_LICENCE' })).toEqual({ idType: 'INVALID_OPTION' });
  });

  test('list query: page sizes of the spec, whitelisted sort keys, empty filters ignored', () => {
    const parsed = userListQuerySchema.parse({ pageSize: '25', curPageIndex: '2', fullName: '  ', active: 'false' });
    expect(parsed).toMatchObject({ pageSize: 25, curPageIndex: 2, fullName: undefined, active: 'false' });
    expect(userListQuerySchema.safeParse({ pageSize: '20' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ sortKey: 'password_hash' }).success).toBe(false);
  });

  test('status update takes the three actions only', () => {
    const userId = '6f1c1f7e-3b0a-4b8e-9a53-2b7e6f7c9d10';
    expect(userStatusUpdateSchema.safeParse({ userId, action: 'delete' }).success).toBe(true);
    expect(codesFor(userStatusUpdateSchema, { userId, action: 'unlock' })).toEqual({ action: 'INVALID_OPTION' });
  });

  test('first-time login and device registration carry the spec messages', () => {
    const body = {
      token: 'x'.repeat(43),
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd?',
      securityQuestion: 'FIRST_PET',
      securityAnswer: 'Tompok',
      securityPhrase: 'blue kite',
      termsAccepted: true,
    };
    expect(codesFor(firstTimeLoginSchema, body)).toEqual({ confirmPassword: 'PASSWORD_NOT_IDENTICAL' });
    expect(codesFor(firstTimeLoginSchema, { ...body, confirmPassword: body.password, securityQuestion: 'PET' })).toEqual({
      securityQuestion: 'INVALID_OPTION',
    });
    expect(codesFor(registerDeviceSchema, { name: 'Laptop', otp: '12345' })).toEqual({ otp: 'OTP_INVALID' });
  });
});
