import {
  bosDropdownSaveSchema,
  emailTemplateProblems,
  paymentBankOptionCreateSchema,
  emailTemplateUpdateSchema,
} from './settings.schema';

describe('emailTemplateProblems', () => {
  const ok = { subject: 'Reset for {{name}}', bodyText: 'Open {{ link }} within {{minutes}} minutes.' };

  it('accepts the placeholders the type is sent with, spaces inside the braces included', () => {
    expect(emailTemplateProblems('PASSWORD_RESET', ok)).toEqual([]);
  });

  it('refuses a placeholder the sender does not fill, naming it and what is available', () => {
    expect(emailTemplateProblems('PASSWORD_RESET', { ...ok, subject: 'Your code {{otp}}' })).toEqual([
      {
        path: 'subject',
        code: 'EMAIL_TEMPLATE_PLACEHOLDER_UNKNOWN',
        params: { placeholder: '{{otp}}', available: '{{name}}, {{link}}, {{minutes}}' },
      },
    ]);
  });

  it('refuses a body without the value its mail exists for, in each body given', () => {
    expect(emailTemplateProblems('OTP', { subject: 'Code', bodyText: 'Hello {{name}}', bodyHtml: '<p>{{otp}}</p>' })).toEqual([
      { path: 'bodyText', code: 'EMAIL_TEMPLATE_PLACEHOLDER_REQUIRED', params: { placeholder: '{{otp}}' } },
    ]);
    // The subject may leave it out.
    expect(emailTemplateProblems('OTP', { subject: 'Your code', bodyText: '{{otp}}' })).toEqual([]);
  });

  it('refuses braces that are not a placeholder', () => {
    expect(emailTemplateProblems('ORGANIZATION_APPROVED', { subject: 'Hi {{ name }', bodyText: 'Welcome' })).toEqual([
      { path: 'subject', code: 'EMAIL_TEMPLATE_PLACEHOLDER_MALFORMED', params: { example: '{{name}}' } },
    ]);
    expect(emailTemplateProblems('ORGANIZATION_APPROVED', { subject: 'Hi', bodyText: 'Single {braces} are text' })).toEqual([]);
  });
});

describe('settings request bodies', () => {
  it('refuse fields the call does not know', () => {
    const result = emailTemplateUpdateSchema.safeParse({
      id: '5f0c2a4e-8d7b-4a43-9a0e-1c2d3e4f5a6b',
      subject: 'S',
      bodyText: 'T',
      templateType: 'OTP',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['templateType'] });
  });

  it('dropdowns: key and codes upper-cased, a code listed twice is refused at its place', () => {
    const parsed = bosDropdownSaveSchema.parse({
      key: ' room_view ',
      nameEn: 'Room view',
      nameMs: 'Pemandangan bilik',
      options: [{ code: 'sea', labelEn: 'Sea', labelMs: 'Laut' }],
    });
    expect(parsed).toMatchObject({ key: 'ROOM_VIEW', options: [{ code: 'SEA', active: true }] });
    const twice = bosDropdownSaveSchema.safeParse({
      key: 'ROOM_VIEW',
      nameEn: 'Room view',
      nameMs: 'Pemandangan bilik',
      options: [
        { code: 'SEA', labelEn: 'Sea', labelMs: 'Laut' },
        { code: 'sea', labelEn: 'Sea again', labelMs: 'Laut lagi' },
      ],
    });
    expect(twice.error?.issues).toEqual([
      expect.objectContaining({ path: ['options', 1, 'code'], message: 'DROPDOWN_OPTION_DUPLICATE', params: { code: 'SEA' } }),
    ]);
  });

  it('payment bank options only for the online methods, with a whole gateway payment id', () => {
    const base = { paymentBankId: 'mb2u0227', paymentBankName: 'Maybank2u', gatewayPaymentId: 16 };
    expect(paymentBankOptionCreateSchema.parse({ ...base, paymentMethod: 'IPAY88_FPX' })).toMatchObject({
      paymentBankId: 'MB2U0227',
      sortOrder: 0,
      active: true,
    });
    expect(paymentBankOptionCreateSchema.safeParse({ ...base, paymentMethod: 'CASH' }).error?.issues[0]?.message).toBe(
      'PAYMENT_METHOD_WITHOUT_BANK_OPTIONS',
    );
    expect(
      paymentBankOptionCreateSchema.safeParse({ ...base, paymentMethod: 'IPAY88_FPX', gatewayPaymentId: '16' }).success,
    ).toBe(false);
  });
});
