import type { CatalogueEntry } from '../../errors/catalogue/types';
import { notFound } from '../../errors/refusal-wording';

/** The error codes of the context (one object, so the compiler refuses a code written twice), by theme. */
export const ERRORS = {
  // User administration, account recovery and security settings: the rules the spec implies (unique usernames, levels per role, single-use links) but words no message for.
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
  // Roles, menus, grants and role options (`/bo/UAC`, `/bo/Menu`, `/bo/Dropdown` role options).
  ROLE_CODE_FORMAT: {
    status: 400,
    en: 'Role code must be 2 to 50 capital letters, digits or underscores, starting with a letter.',
    ms: 'Kod peranan mestilah 2 hingga 50 huruf besar, digit atau garis bawah, bermula dengan huruf.',
  },
  ROLE_CODE_TAKEN: {
    status: 409,
    en: 'A role with code {code} already exists.',
    ms: 'Peranan dengan kod {code} sudah wujud.',
  },
  ROLE_CODE_UNKNOWN: { status: 404, en: 'Role {code} was not found.', ms: 'Peranan {code} tidak dijumpai.' },
  SYSTEM_ROLE_ACCESS_LOCKED: {
    status: 409,
    en: 'The access of role {code} cannot be changed: it holds every permission.',
    ms: 'Akses peranan {code} tidak boleh diubah: ia memegang semua kebenaran.',
  },
  OWN_ROLE_ACCESS_LOCKED: {
    status: 403,
    en: 'You cannot change the access of your own role.',
    ms: 'Anda tidak boleh mengubah akses peranan anda sendiri.',
  },
  GRANT_NOT_HELD: {
    status: 403,
    en: 'You cannot grant what you do not hold yourself: {permissions}.',
    ms: 'Anda tidak boleh memberi apa yang anda sendiri tidak pegang: {permissions}.',
  },
  MENU_CODE_FORMAT: {
    status: 400,
    en: 'Menu code must be 2 to 50 lower-case letters, digits or dashes, starting with a letter.',
    ms: 'Kod menu mestilah 2 hingga 50 huruf kecil, digit atau sempang, bermula dengan huruf.',
  },
  MENU_PATH_FORMAT: {
    status: 400,
    en: 'Menu path must start with / and contain no spaces.',
    ms: 'Laluan menu mesti bermula dengan / dan tidak mengandungi ruang.',
  },
  ICON_NAME_FORMAT: {
    status: 400,
    en: 'Icon name may contain lower-case letters, digits and dashes only.',
    ms: 'Nama ikon hanya boleh mengandungi huruf kecil, digit dan sempang.',
  },
  MENU_CODE_TAKEN: {
    status: 409,
    en: 'A menu with code {code} already exists.',
    ms: 'Menu dengan kod {code} sudah wujud.',
  },
  MENU_NOT_FOUND: { status: 404, en: 'Menu {id} was not found.', ms: 'Menu {id} tidak dijumpai.' },
  MENU_HAS_CHILDREN: {
    status: 409,
    en: 'Menu {code} still has sub-menus: delete or move them first.',
    ms: 'Menu {code} masih mempunyai sub-menu: padam atau pindahkannya dahulu.',
  },
  SYSTEM_MENU_PROTECTED: {
    status: 409,
    en: 'Menu {code} guards system functions: its code cannot change and it cannot be deleted.',
    ms: 'Menu {code} melindungi fungsi sistem: kodnya tidak boleh diubah dan ia tidak boleh dipadam.',
  },
  MENU_PARENT_INVALID: {
    status: 400,
    en: 'The parent menu does not exist or would make a loop.',
    ms: 'Menu induk tidak wujud atau akan membentuk gelung.',
  },
  MENU_FUNCTION_NOT_AVAILABLE: {
    status: 400,
    en: 'Function {function} is not available on menu {menu}.',
    ms: 'Fungsi {function} tiada pada menu {menu}.',
  },
  ROLE_OPTION_CODE_TAKEN: {
    status: 409,
    en: 'Role {roleCode} already has an option with code {code}.',
    ms: 'Peranan {roleCode} sudah mempunyai pilihan dengan kod {code}.',
  },
  ROLE_OPTION_NOT_FOUND: notFound('role option', 'Pilihan peranan'),
  FORM_SCREEN_UNKNOWN: {
    status: 400,
    en: 'Unknown screen {screen}.',
    ms: 'Skrin {screen} tidak dikenali.',
  },
} as const satisfies Record<string, CatalogueEntry>;
