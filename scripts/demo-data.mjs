/**
 * Demo business data, made through the running API as a user would make it (so every event,
 * projection and e-mail is real): an approved agency with a credit limit and two users who can
 * sign in, a sign-up waiting in the approval queue, demo hotels (scripts/demo-hotels.mjs) and their
 * mark-ups (scripts/demo-pricing.mjs), and an issued booking at the eLeisure hotel
 * (scripts/demo-eleisure.mjs).
 * Idempotent: the organizations are skipped when the demo agency exists, the hotels piece by
 * piece. Run by `npm start` once the API answers; also `node scripts/demo-data.mjs` against a
 * running app (APP_URL; MAIL_CATCHER_URL for the users, see below).
 *
 * The agency's users are made as anyone's are (the administrator with the approval, a staff user
 * by the admin), and each completes first-time login with the link from its e-mail, read from the
 * local mail catcher (scripts/mail-catcher.mjs): no database edits. Their password is DEMO_PASSWORD
 * (default Demo@12345), for this demo data only; without a mail catcher they keep status New and
 * their links wait in whatever mailbox SMTP_URL delivers to.
 */
import { seedDemoEleisureBooking } from './demo-eleisure.mjs';
import { seedDemoHotels } from './demo-hotels.mjs';
import { seedDemoPricing } from './demo-pricing.mjs';

const APP_URL = process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const API = `${APP_URL.replace(/\/$/, '')}/api/v1`;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin@12345';

const AGENCY = {
  organizationName: 'Demo Travel Sdn Bhd',
  registrationNumber: '202001000001',
  organizationType: 'TRAVEL_AGENCY',
  email: 'finance@demo-travel.example',
  contactNumber: '03-2161-0000',
  contactPersonName: 'Nur Aisyah binti Ahmad',
  addressLine1: '88 Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  countryCode: 'MYS',
};
const APPLICANT = {
  organizationName: 'Borneo Holidays Sdn Bhd',
  registrationNumber: '201901000002',
  organizationType: 'TOUR_OPERATOR',
  email: 'hello@borneo-holidays.example',
  contactNumber: '088-123456',
  contactPersonName: 'Jason Wong',
  addressLine1: '12 Jalan Gaya',
  postcode: '88000',
  city: 'Kota Kinabalu',
  state: 'Sabah',
  countryCode: 'MYS',
  termsAccepted: 'true',
};
/** RM 50,000.00 in sen. */
const CREDIT_LIMIT = 5_000_000;

/** The password of the demo agency's users (README); demo data only. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';
/** The agency's staff user, made by the provider's administrator in the agency. */
const STAFF_USER = {
  username: 'demo.staff',
  role: 'MERCHANT_USER',
  level: 'STAFF',
  fullName: 'Hafiz bin Rahman',
  idType: 'MYKAD',
  idNumber: '900202-10-5566',
  email: 'staff@demo-travel.example',
  mobileNumber: '012-3456789',
};
const LINK_WAIT_MS = 30_000;

async function call(method, path, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${API}${path}`, { method, headers, body: form ?? (body && JSON.stringify(body)) });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.message ?? ''}`);
  return json;
}

const formOf = (fields) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

/** A one-page PDF: the API judges documents by their content. */
const demoPdf = () =>
  new Blob(
    [
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ],
    { type: 'application/pdf' },
  );

/** The first-time login token of the newest e-mail to `email` in the mail catcher (waits for it). */
async function firstTimeLoginToken(mailCatcher, email) {
  const deadline = Date.now() + LINK_WAIT_MS;
  while (Date.now() < deadline) {
    const messages = await fetch(`${mailCatcher}/api/messages?to=${encodeURIComponent(email)}`)
      .then((res) => res.json())
      .catch(() => []);
    for (const message of messages) {
      const token = /\/login\?token=([^\s"'<>&]+)/.exec(message.text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no first-time login e-mail to ${email} in the mail catcher at ${mailCatcher}`);
}

/** The agency's administrator and a staff user, activated with DEMO_PASSWORD through first-time login. */
async function activateDemoUsers({ token, organizationId, mailCatcher, log }) {
  await call('POST', '/bo/User/sign-up', { token, body: { ...STAFF_USER, organizationId } });
  const usernames = [];
  for (const email of [AGENCY.email, STAFF_USER.email]) {
    const linkToken = await firstTimeLoginToken(mailCatcher, email);
    const { username } = await call('POST', '/bo/Public/verifyUserToken', { body: { token: linkToken } });
    await call('POST', '/bo/Public/verify', {
      body: {
        token: linkToken,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        securityQuestion: 'FIRST_PET',
        securityAnswer: 'Tompok',
        securityPhrase: 'demo travel',
        termsAccepted: true,
      },
    });
    usernames.push(username);
  }
  log(`demo agency users (password ${DEMO_PASSWORD}): ${usernames.join(', ')}`);
}

export async function seedDemoBusiness({ log = console.log, mailCatcher = process.env.MAIL_CATCHER_URL } = {}) {
  for (let i = 0; ; i++) {
    const health = await fetch(`${API}/health`).catch(() => null);
    if (health?.ok) break;
    if (i > 120) throw new Error(`the API at ${API} did not answer`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const { accessToken: token } = await call('POST', '/bo/General/sign-in', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  await seedDemoHotels({ call, token, log });
  await seedDemoPricing({ call, token, log });
  const existing = await call(
    'GET',
    `/bo/Organization/organizationListPage?pageSize=10&curPageIndex=1&email=${encodeURIComponent(AGENCY.email)}`,
    {
      token,
    },
  );
  // The agency's issued booking at the eLeisure hotel: its reservation's payloads on Settings > Download Payload.
  const eleisureBooking = (organizationId) =>
    seedDemoEleisureBooking({ call, token, organizationId, log }).catch((error) =>
      log(`demo eLeisure booking not made: ${error.message}`),
    );
  if (existing.total > 0) {
    await eleisureBooking(existing.items[0].organizationId);
    return log('demo organizations are in place');
  }

  const { organizationId } = await call('POST', '/bo/Organization/create', { token, form: formOf(AGENCY) });
  // The approval opens the MYR account (a reaction); wait for it before setting the limit.
  for (let i = 0; i < 40; i++) {
    const ok = await call(
      'GET',
      `/bo/AgentOrganizationCredit/getavailablecredit?currencyCode=MYR&organizationId=${organizationId}`,
      {
        token,
      },
    ).catch(() => null);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await call('POST', '/bo/AgentOrganizationCredit/creditlimit-top-up', {
    token,
    body: { organizationId, currencyCode: 'MYR', amount: CREDIT_LIMIT, remark: 'Demo credit limit' },
  });

  const application = formOf(APPLICANT);
  application.append('documents', demoPdf(), 'ssm-certificate.pdf');
  await call('POST', '/bo/General/request-create-organization', { form: application });
  log(
    `demo organizations: '${AGENCY.organizationName}' (approved, RM 50,000.00 credit limit) and '${APPLICANT.organizationName}' (awaiting approval)`,
  );
  await eleisureBooking(organizationId);
  if (mailCatcher) await activateDemoUsers({ token, organizationId, mailCatcher, log });
  else log('demo agency users not activated: no mail catcher (their first-time login links went to SMTP_URL)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seedDemoBusiness().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
