import type { CatalogueEntry } from './types';

/**
 * User administration, account recovery and security settings: the rules the spec implies
 * (unique usernames, levels per role, single-use links) but words no message for.
 */
export const ACCOUNT_ERRORS = {
  USERNAME_TAKEN: {
    status: 409,
    en: 'This username is already taken, please choose another.',
    ms: 'Nama pengguna ini telah digunakan, sila pilih yang lain.',
  },
  EMAIL_TAKEN: {
    status: 409,
    en: 'This email is already registered to another user.',
    ms: 'E-mel ini telah didaftarkan kepada pengguna lain.',
  },
  INVALID_USERNAME: {
    status: 400,
    en: 'Username must be 4 to 50 letters, digits, dots, dashes or underscores',
    ms: 'Nama pengguna mestilah 4 hingga 50 huruf, digit, titik, sengkang atau garis bawah',
  },
  INVALID_ID_NUMBER: {
    status: 400,
    en: 'Please enter a valid ID number for the selected ID type',
    ms: 'Sila masukkan nombor pengenalan yang sah bagi jenis pengenalan yang dipilih',
  },
  ROLE_NOT_FOUND: { status: 400, en: 'The selected role does not exist.', ms: 'Peranan yang dipilih tidak wujud.' },
  LEVEL_NOT_ALLOWED: {
    status: 400,
    en: 'The selected level is not available for this role.',
    ms: 'Tahap yang dipilih tidak tersedia untuk peranan ini.',
  },
  ORGANIZATION_NOT_FOUND: {
    status: 400,
    en: 'The selected organization does not exist.',
    ms: 'Organisasi yang dipilih tidak wujud.',
  },
  CANNOT_CHANGE_OWN_STATUS: {
    status: 403,
    en: 'You cannot deactivate or delete your own account.',
    ms: 'Anda tidak boleh menyahaktifkan atau memadam akaun anda sendiri.',
  },
  USER_STATUS_CHANGE_NOT_ALLOWED: {
    status: 409,
    en: "This action is not available for the user's current status.",
    ms: 'Tindakan ini tidak tersedia untuk status semasa pengguna.',
  },
  LINK_INVALID_OR_EXPIRED: {
    status: 400,
    en: 'This link is invalid or has expired, please request a new one.',
    ms: 'Pautan ini tidak sah atau telah tamat tempoh, sila minta pautan baharu.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    status: 400,
    en: 'Your current password is incorrect.',
    ms: 'Kata laluan semasa anda tidak betul.',
  },
} as const satisfies Record<string, CatalogueEntry>;
