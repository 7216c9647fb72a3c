import type { DataSource } from 'typeorm';
import { type EmailTemplateType, type Language, labelOf, ROLE_LEVEL, type RoleLevel, type SystemRole } from '@bo/shared';
import { DropdownsRepository } from './dropdowns/dropdowns.repository';
import { EmailTemplatesRepository } from './email-templates/email-templates.repository';
import { textToHtml } from './services/template-renderer';

interface TemplateDefault {
  type: EmailTemplateType;
  language: Language;
  subject: string;
  text: string;
}

/** Default texts; administrators edit them later (stored templates are never overwritten). */
export const DEFAULT_TEMPLATES: TemplateDefault[] = [
  {
    type: 'FIRST_TIME_LOGIN',
    language: 'en',
    subject: 'Your Back Office account is ready',
    text: 'Hello {{name}},\n\nAn account was created for you. Set your password and sign in for the first time here:\n{{link}}\n\nThe link expires in {{hours}} hours.',
  },
  {
    type: 'FIRST_TIME_LOGIN',
    language: 'ms',
    subject: 'Akaun Back Office anda telah sedia',
    text: 'Salam {{name}},\n\nSatu akaun telah dicipta untuk anda. Tetapkan kata laluan dan log masuk kali pertama di sini:\n{{link}}\n\nPautan ini tamat tempoh dalam {{hours}} jam.',
  },
  {
    type: 'PASSWORD_RESET',
    language: 'en',
    subject: 'Reset your Back Office password',
    text: 'Hello {{name}},\n\nWe received a request to reset your password. Choose a new one here:\n{{link}}\n\nThe link can be used once and expires in {{minutes}} minutes. If you did not ask for this, ignore this e-mail.',
  },
  {
    type: 'PASSWORD_RESET',
    language: 'ms',
    subject: 'Tetapkan semula kata laluan Back Office anda',
    text: 'Salam {{name}},\n\nKami menerima permintaan untuk menetapkan semula kata laluan anda. Pilih kata laluan baharu di sini:\n{{link}}\n\nPautan ini boleh digunakan sekali dan tamat tempoh dalam {{minutes}} minit. Jika anda tidak memintanya, abaikan e-mel ini.',
  },
  {
    type: 'OTP',
    language: 'en',
    subject: 'Your one-time password',
    text: 'Hello {{name}},\n\nYour one-time password is {{otp}}. It expires in {{seconds}} seconds. Never share it with anyone.',
  },
  {
    type: 'OTP',
    language: 'ms',
    subject: 'Kata laluan sekali guna anda',
    text: 'Salam {{name}},\n\nKata laluan sekali guna anda ialah {{otp}}. Ia tamat tempoh dalam {{seconds}} saat. Jangan kongsikan dengan sesiapa.',
  },
  {
    type: 'ORGANIZATION_RECEIVED',
    language: 'en',
    subject: 'We have received your organization sign-up',
    text: 'Hello {{name}},\n\nThank you for signing up. Your application is pending approval; we will e-mail you once it has been reviewed.',
  },
  {
    type: 'ORGANIZATION_RECEIVED',
    language: 'ms',
    subject: 'Pendaftaran organisasi anda telah diterima',
    text: 'Salam {{name}},\n\nTerima kasih kerana mendaftar. Permohonan anda sedang menunggu kelulusan; kami akan menghantar e-mel sebaik sahaja ia disemak.',
  },
  {
    type: 'ORGANIZATION_APPROVED',
    language: 'en',
    subject: 'Your organization has been approved',
    text: 'Hello {{name}},\n\nYour organization has been approved. The administrator account will receive a separate e-mail with a first-time login link.',
  },
  {
    type: 'ORGANIZATION_APPROVED',
    language: 'ms',
    subject: 'Organisasi anda telah diluluskan',
    text: 'Salam {{name}},\n\nOrganisasi anda telah diluluskan. Akaun pentadbir akan menerima e-mel berasingan dengan pautan log masuk kali pertama.',
  },
  {
    type: 'ORGANIZATION_REJECTED',
    language: 'en',
    subject: 'Your organization sign-up was not approved',
    text: 'Hello {{name}},\n\nWe are sorry, your organization sign-up was not approved.\n\nReason: {{reason}}\n\nYou may sign up again once the matter is resolved.',
  },
  {
    type: 'ORGANIZATION_REJECTED',
    language: 'ms',
    subject: 'Pendaftaran organisasi anda tidak diluluskan',
    text: 'Salam {{name}},\n\nHarap maaf, pendaftaran organisasi anda tidak diluluskan.\n\nSebab: {{reason}}\n\nAnda boleh mendaftar semula setelah perkara ini diselesaikan.',
  },
  {
    type: 'FINANCE_DOCUMENT',
    language: 'en',
    subject: '{{documentTitle}} {{documentNo}}',
    text: 'Hello {{name}},\n\nPlease find attached {{documentTitle}} {{documentNo}} dated {{documentDate}}, for {{total}}.\n\nThank you for your business.',
  },
  {
    type: 'FINANCE_DOCUMENT',
    language: 'ms',
    subject: '{{documentTitle}} {{documentNo}}',
    text: 'Salam {{name}},\n\nBersama-sama ini dilampirkan {{documentTitle}} {{documentNo}} bertarikh {{documentDate}}, berjumlah {{total}}.\n\nTerima kasih atas urusan anda.',
  },
  {
    type: 'INVOICE_OVERDUE',
    language: 'en',
    subject: 'Reminder {{level}}: invoice {{documentNo}} is overdue',
    text: 'Hello {{name}},\n\nInvoice {{documentNo}} was due on {{dueDate}} and is {{daysOverdue}} days overdue. {{outstanding}} is still outstanding.\n\nPlease arrange payment, or ignore this reminder if you have paid already.',
  },
  {
    type: 'INVOICE_OVERDUE',
    language: 'ms',
    subject: 'Peringatan {{level}}: invois {{documentNo}} telah lewat',
    text: 'Salam {{name}},\n\nInvois {{documentNo}} perlu dibayar pada {{dueDate}} dan telah lewat {{daysOverdue}} hari. Sebanyak {{outstanding}} masih tertunggak.\n\nSila buat pembayaran, atau abaikan peringatan ini jika anda telah membayar.',
  },
];

/**
 * Role options are the LEVELS a user of the role can hold (chosen with the role on the user form),
 * labelled by the shared ROLE_LEVEL (its Malay labels are shown by code).
 */
const ROLE_OPTIONS: { roleCode: SystemRole; code: RoleLevel }[] = [
  { roleCode: 'SYSADMIN', code: 'ADMINISTRATOR' },
  { roleCode: 'MERCHANT_ADMIN', code: 'MANAGER' },
  { roleCode: 'MERCHANT_ADMIN', code: 'SUPERVISOR' },
  { roleCode: 'MERCHANT_USER', code: 'EXECUTIVE' },
  { roleCode: 'MERCHANT_USER', code: 'STAFF' },
];

/**
 * Demo receiving accounts at Malaysian banks (codes are the banks' SWIFT prefixes). The account
 * numbers are placeholders, not real accounts: replace them before going live.
 */
const BANKS = [
  { code: 'MBB', name: 'Maybank', accountNumber: '0000-0000-0001' },
  { code: 'CIMB', name: 'CIMB Bank', accountNumber: '0000-0000-0002' },
  { code: 'PBB', name: 'Public Bank', accountNumber: '0000-0000-0003' },
  { code: 'RHB', name: 'RHB Bank', accountNumber: '0000-0000-0004' },
  { code: 'HLB', name: 'Hong Leong Bank', accountNumber: '0000-0000-0005' },
  { code: 'AMB', name: 'AmBank', accountNumber: '0000-0000-0006' },
  { code: 'BIMB', name: 'Bank Islam', accountNumber: '0000-0000-0007' },
];
const ACCOUNT_NAME = 'Demo Travel Sdn Bhd';

/**
 * Demo bos dropdowns: lists the back office's forms will offer (merchant cases, business
 * profiles, room amenities; spec section 3 names them without their values).
 */
const DROPDOWNS: { key: string; nameEn: string; nameMs: string; options: [code: string, en: string, ms: string][] }[] = [
  {
    key: 'CASE_CATEGORY',
    nameEn: 'Case category',
    nameMs: 'Kategori kes',
    options: [
      ['ACCOUNT', 'Account and access', 'Akaun dan akses'],
      ['PAYMENT', 'Payment and settlement', 'Pembayaran dan penyelesaian'],
      ['BOOKING', 'Booking', 'Tempahan'],
      ['TERMINAL', 'Terminal and device', 'Terminal dan peranti'],
      ['OTHER', 'Other', 'Lain-lain'],
    ],
  },
  {
    key: 'NATURE_OF_BUSINESS',
    nameEn: 'Nature of business',
    nameMs: 'Jenis perniagaan',
    options: [
      ['TRAVEL_AGENCY', 'Travel agency', 'Agensi pelancongan'],
      ['TOUR_OPERATOR', 'Tour operator', 'Pengendali pelancongan'],
      ['HOTEL', 'Hotel and accommodation', 'Hotel dan penginapan'],
      ['CORPORATE', 'Corporate travel', 'Perjalanan korporat'],
      ['ONLINE_RETAIL', 'Online retail', 'Runcit dalam talian'],
    ],
  },
  {
    key: 'ROOM_AMENITY',
    nameEn: 'Room amenity',
    nameMs: 'Kemudahan bilik',
    options: [
      ['WIFI', 'Free Wi-Fi', 'Wi-Fi percuma'],
      ['AIR_CONDITIONING', 'Air conditioning', 'Penyaman udara'],
      ['TV', 'Television', 'Televisyen'],
      ['MINIBAR', 'Minibar', 'Peti sejuk mini'],
      ['SAFE', 'In-room safe', 'Peti keselamatan dalam bilik'],
      ['KETTLE', 'Kettle', 'Cerek'],
      ['BATHTUB', 'Bathtub', 'Tab mandi'],
    ],
  },
];

/**
 * Demo FPX online-banking options of iPay88FPX: iPay88's PaymentId 16 is FPX (see
 * ../shared/reference), the bank ids are FPX's B2C bank codes. Check both against the gateway's
 * current list before going live.
 */
const FPX_PAYMENT_ID = 16;
const FPX_BANKS: [paymentBankId: string, paymentBankName: string][] = [
  ['MB2U0227', 'Maybank2u'],
  ['BCBB0235', 'CIMB Clicks'],
  ['PBB0233', 'Public Bank'],
  ['RHB0218', 'RHB Bank'],
  ['HLB0224', 'Hong Leong Bank'],
  ['AMBB0209', 'AmBank'],
  ['BIMB0340', 'Bank Islam'],
  ['BSN0601', 'BSN'],
  ['UOB0226', 'UOB Bank'],
  ['OCBC0229', 'OCBC Bank'],
];

/**
 * Settings' data: e-mail templates, role options (their roles, seeded by identity-access, must
 * exist), demo banks, dropdowns and payment bank options. Idempotent: adds what is missing, never
 * overwrites what an administrator changed.
 */
export async function seedSettings(dataSource: DataSource): Promise<void> {
  await seedEmailTemplates(dataSource);
  // Each adds a row unless the role has an option of its code (the bank its code, the method its bank id).
  for (const [index, option] of ROLE_OPTIONS.entries()) {
    await dataSource.query(
      `INSERT INTO settings.role_options (role_code, code, label, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (role_code, code) DO NOTHING`,
      [option.roleCode, option.code, labelOf(ROLE_LEVEL, option.code), (index + 1) * 10],
    );
  }
  for (const bank of BANKS) {
    await dataSource.query(
      `INSERT INTO settings.banks (code, name, account_name, account_number) VALUES ($1, $2, $3, $4)
       ON CONFLICT (upper(code)) DO NOTHING`,
      [bank.code, bank.name, ACCOUNT_NAME, bank.accountNumber],
    );
  }
  const dropdowns = new DropdownsRepository(dataSource);
  for (const d of DROPDOWNS) {
    const options = d.options.map(([code, labelEn, labelMs], index) => ({
      code,
      labelEn,
      labelMs,
      sortOrder: (index + 1) * 10,
      active: true,
    }));
    await dropdowns.insertMissing(dataSource.manager, { key: d.key, nameEn: d.nameEn, nameMs: d.nameMs }, options);
  }
  for (const [index, [paymentBankId, paymentBankName]] of FPX_BANKS.entries()) {
    await dataSource.query(
      `INSERT INTO settings.payment_bank_options
         (payment_method, gateway_payment_id, payment_bank_id, payment_bank_name, sort_order, active)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_method, payment_bank_id) DO NOTHING`,
      ['IPAY88_FPX', FPX_PAYMENT_ID, paymentBankId, paymentBankName, (index + 1) * 10, true],
    );
  }
}

/** The default e-mail templates (what the worker's e-mail job renders). */
export async function seedEmailTemplates(dataSource: DataSource): Promise<void> {
  const templates = new EmailTemplatesRepository(dataSource);
  for (const t of DEFAULT_TEMPLATES) {
    await templates.insertMissing(dataSource.manager, {
      templateType: t.type,
      language: t.language,
      subject: t.subject,
      bodyText: t.text,
      bodyHtml: textToHtml(t.text),
    });
  }
}
