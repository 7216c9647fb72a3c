import type { CatalogueEntry } from '../../errors/catalogue/types';

/** Organization sign-up, approval and profile (spec sections 4 and 7; the spec words none of these). */
export const ERRORS = {
  ORGANIZATION_NOT_YOURS: {
    status: 403,
    en: "An agency's users act for their own organization only; leave the organization out or name your own.",
    ms: 'Pengguna agensi hanya bertindak bagi organisasi mereka sendiri; tinggalkan organisasi atau namakan organisasi anda sendiri.',
  },
  ORGANIZATION_EMAIL_TAKEN: {
    status: 409,
    en: 'An organization with this email has already signed up or been approved.',
    ms: 'Organisasi dengan e-mel ini telah mendaftar atau telah diluluskan.',
  },
  ORGANIZATION_REGISTRATION_NUMBER_TAKEN: {
    status: 409,
    en: 'An organization with this registration number has already signed up or been approved.',
    ms: 'Organisasi dengan nombor pendaftaran ini telah mendaftar atau telah diluluskan.',
  },
  ORGANIZATION_EMAIL_USED_BY_USER: {
    status: 409,
    en: "This email already belongs to a user account, so it cannot become the organization's administrator.",
    ms: 'E-mel ini sudah dimiliki oleh akaun pengguna, jadi ia tidak boleh menjadi pentadbir organisasi.',
  },
  ORGANIZATION_ALREADY_DECIDED: {
    status: 409,
    en: 'This organization is no longer pending: it has already been approved or rejected.',
    ms: 'Organisasi ini tidak lagi menunggu kelulusan: ia telah diluluskan atau ditolak.',
  },
  ORGANIZATION_NOT_APPROVED: {
    status: 409,
    en: 'This action is only available once the organization is approved.',
    ms: 'Tindakan ini hanya tersedia selepas organisasi diluluskan.',
  },
  ORGANIZATION_REJECTED_READ_ONLY: {
    status: 409,
    en: 'This organization was rejected; its details can no longer be changed.',
    ms: 'Organisasi ini telah ditolak; butirannya tidak lagi boleh diubah.',
  },
  REJECTION_REASON_REQUIRED: {
    status: 400,
    en: 'Please give the reason for rejecting this organization.',
    ms: 'Sila nyatakan sebab menolak organisasi ini.',
  },
  DOCUMENT_COUNT_INVALID: {
    status: 400,
    en: 'Please attach between {min} and {max} supporting documents.',
    ms: 'Sila lampirkan antara {min} hingga {max} dokumen sokongan.',
  },
  STATE_NOT_IN_COUNTRY: {
    status: 400,
    en: 'Please select a state of the selected country.',
    ms: 'Sila pilih negeri bagi negara yang dipilih.',
  },
  PRODUCT_RATE_CODE_TAKEN: {
    status: 409,
    en: 'This rate code already exists for this product.',
    ms: 'Kod kadar ini sudah wujud untuk produk ini.',
  },
  INVALID_CLIENT_CREDENTIALS: {
    status: 401,
    en: 'The client id or secret key is not valid.',
    ms: 'ID klien atau kunci rahsia tidak sah.',
  },
} as const satisfies Record<string, CatalogueEntry>;
