#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): applies migrations, seeds demo data (idempotent), then runs
 * the API (which also serves the web app) and the worker on http://localhost:${PORT:-8080}, and
 * once the API answers adds the demo business data through it (scripts/demo-data.mjs).
 * Without SMTP_URL it also runs the local mail catcher (scripts/mail-catcher.mjs): the worker
 * sends there and the mails are read at http://127.0.0.1:8025 (MAIL_CATCHER=0: not started).
 * Without IPAY88_MERCHANT_KEY it runs the local iPay88 simulator (docs/ipay88.md) on
 * http://127.0.0.1:8088 (IPAY88_SIM_PORT; IPAY88_SIMULATOR=0: not started, FPX payments then off)
 * with a merchant key made for this run, and points the API at it: FPX payments work, no money moves.
 * Without ELEISURE_API_KEY it runs the local eLeisure simulator (docs/bookings.md, "eLeisure (RWT)
 * payloads") on http://127.0.0.1:8089 (ELEISURE_SIM_PORT; ELEISURE_SIMULATOR=0: not started) with an
 * API key made for this run: bookings of RWT hotels (the demo's Melaka hotel) are reserved there.
 * Without FLIGHT_SUPPLIER_URL it runs the local flight supplier simulator (recorded fares KUL-PEN,
 * KUL-BKI, KUL-SIN, KUL-LGK; docs/bookings.md, "Suppliers and flights") on http://127.0.0.1:8090
 * (FLIGHT_SUPPLIER_SIM_PORT; FLIGHT_SUPPLIER_SIMULATOR=0: not started, flights then unavailable) with a
 * key made for this run: flight searches, bookings and ticketing work, no airline is asked.
 * Without MYINVOIS_URL it runs the local MyInvois simulator (docs/finance-einvoice-flow.md) on
 * http://127.0.0.1:8092 (MYINVOIS_SIM_PORT; MYINVOIS_SIMULATOR=0: not started, e-invoices then stay
 * Prepared) with client credentials made for this run (never printed): e-invoices are submitted,
 * validated and cancellable there, nothing reaches LHDN.
 * Stops everything when the API or the worker exits, or on Ctrl+C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { seedDemoBusiness } from './demo-data.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const root = new URL('..', import.meta.url).pathname;
const step = (script) => {
  const r = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('backend/dist/cli/migrate.js');
step('backend/dist/cli/seed.js');

const port = process.env.PORT ?? 8080;
// Where browsers and the payment gateway reach the app (links in e-mails, iPay88's return pages).
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

/**
 * iPay88 FPX: real credentials of the user's own (IPAY88_MERCHANT_KEY and the other IPAY88_*) are
 * passed on untouched; otherwise the local simulator, signing with a key made for this run (never
 * printed). The simulator is given a host of another site than the app's: its return page posts
 * back cross-site, as the real gateway's does, so the browser sends no SameSite=Lax XSRF cookie.
 */
async function startIpay88() {
  if (process.env.IPAY88_MERCHANT_KEY || process.env.IPAY88_SIMULATOR === '0') return null;
  const module = await import('../backend/dist/modules/bookings/payments/ipay88/simulator/ipay88-simulator.js');
  const startIpay88Simulator = module.startIpay88Simulator ?? module.default.startIpay88Simulator;
  const merchantCode = process.env.IPAY88_MERCHANT_CODE || 'M00SIM';
  const merchantKey = randomBytes(24).toString('base64url');
  const host = new URL(appUrl).hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const wanted = Number(process.env.IPAY88_SIM_PORT ?? 8088);
  let simulator;
  try {
    simulator = await startIpay88Simulator({ host, port: wanted, merchantCode, merchantKey });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    simulator = await startIpay88Simulator({ host, port: 0, merchantCode, merchantKey });
  }
  const env = {
    IPAY88_MERCHANT_CODE: merchantCode,
    IPAY88_MERCHANT_KEY: merchantKey,
    IPAY88_ENTRY_URL: simulator.entryUrl,
    IPAY88_REQUERY_URL: simulator.requeryUrl,
  };
  return { simulator, env };
}

/**
 * eLeisure (channel RWT): a real ELEISURE_API_KEY (with ELEISURE_URL) is passed on untouched;
 * otherwise the local simulator, knowing every hotel code, with a key made for this run (never printed).
 */
async function startEleisure() {
  if (process.env.ELEISURE_API_KEY || process.env.ELEISURE_SIMULATOR === '0') return null;
  const module = await import('../backend/dist/modules/bookings/suppliers/eleisure/simulator/eleisure-simulator.js');
  const startEleisureSimulator = module.startEleisureSimulator ?? module.default.startEleisureSimulator;
  const apiKey = randomBytes(24).toString('base64url');
  const wanted = Number(process.env.ELEISURE_SIM_PORT ?? 8089);
  let simulator;
  try {
    simulator = await startEleisureSimulator({ port: wanted, apiKey });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    simulator = await startEleisureSimulator({ port: 0, apiKey });
  }
  return { simulator, env: { ELEISURE_URL: simulator.url, ELEISURE_API_KEY: apiKey } };
}

/**
 * The flight supplier (channel SABRE): a real FLIGHT_SUPPLIER_URL (with its FLIGHT_SUPPLIER_KEY) is
 * passed on untouched; otherwise the local simulator with a key made for this run (never printed).
 */
async function startFlightSupplier() {
  if (process.env.FLIGHT_SUPPLIER_URL || process.env.FLIGHT_SUPPLIER_SIMULATOR === '0') return null;
  const module = await import('../backend/dist/modules/bookings/suppliers/sabre/simulator/flight-supplier-simulator.js');
  const startFlightSupplierSimulator = module.startFlightSupplierSimulator ?? module.default.startFlightSupplierSimulator;
  const apiKey = randomBytes(24).toString('base64url');
  const wanted = Number(process.env.FLIGHT_SUPPLIER_SIM_PORT ?? 8090);
  let simulator;
  try {
    simulator = await startFlightSupplierSimulator({ port: wanted, apiKey });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    simulator = await startFlightSupplierSimulator({ port: 0, apiKey });
  }
  return { simulator, env: { FLIGHT_SUPPLIER_URL: simulator.url, FLIGHT_SUPPLIER_KEY: apiKey } };
}

/**
 * LHDN MyInvois: a real MYINVOIS_URL (with its MYINVOIS_CLIENT_ID / _SECRET) is passed on untouched;
 * otherwise the local simulator, with a client id and secret made for this run (never printed).
 */
async function startMyInvois() {
  if (process.env.MYINVOIS_URL || process.env.MYINVOIS_SIMULATOR === '0') return null;
  const module = await import('../backend/dist/modules/finance/einvoice/myinvois-simulator/myinvois-simulator.js');
  const startMyInvoisSimulator = module.startMyInvoisSimulator ?? module.default.startMyInvoisSimulator;
  const clientId = `sim-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const wanted = Number(process.env.MYINVOIS_SIM_PORT ?? 8092);
  let simulator;
  try {
    simulator = await startMyInvoisSimulator({ port: wanted, clientId, clientSecret });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    simulator = await startMyInvoisSimulator({ port: 0, clientId, clientSecret });
  }
  return {
    simulator,
    env: {
      MYINVOIS_URL: simulator.url,
      MYINVOIS_IDENTITY_URL: '',
      MYINVOIS_CLIENT_ID: clientId,
      MYINVOIS_CLIENT_SECRET: clientSecret,
    },
  };
}

// A mail server of the user's own (SMTP_URL) wins; otherwise the catcher, on this machine only.
const catcher = !process.env.SMTP_URL && process.env.MAIL_CATCHER !== '0' ? await startMailCatcher() : null;
const ipay88 = await startIpay88().catch((error) => {
  console.warn(`iPay88 simulator not started (FPX payments are off): ${error.message}`);
  return null;
});
const eleisure = await startEleisure().catch((error) => {
  console.warn(`eLeisure simulator not started (RWT hotel bookings will need attention when issued): ${error.message}`);
  return null;
});
const flights = await startFlightSupplier().catch((error) => {
  console.warn(`flight supplier simulator not started (flights are unavailable): ${error.message}`);
  return null;
});
const myinvois = await startMyInvois().catch((error) => {
  console.warn(`MyInvois simulator not started (e-invoices stay Prepared): ${error.message}`);
  return null;
});
const env = {
  ...process.env,
  APP_URL: appUrl,
  ...(catcher ? { SMTP_URL: catcher.smtpUrl } : {}),
  ...(ipay88?.env ?? {}),
  ...(eleisure?.env ?? {}),
  ...(flights?.env ?? {}),
  ...(myinvois?.env ?? {}),
};

const children = ['backend/dist/main.js', 'backend/dist/worker.js'].map((script) =>
  spawn(process.execPath, [script], { cwd: root, stdio: 'inherit', env }),
);
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))))
    .then(() =>
      Promise.all([
        catcher?.close(),
        ipay88?.simulator.close(),
        eleisure?.simulator.close(),
        flights?.simulator.close(),
        myinvois?.simulator.close(),
      ]),
    )
    .then(() => process.exit(code));
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `\nback office starting on http://localhost:${port} (admin / ADMIN_PASSWORD, default Admin@12345)` +
    (catcher ? `\ne-mails (first-time login links, OTPs) are caught at ${catcher.webUrl}` : '') +
    (ipay88 ? `\nFPX payments go to the iPay88 simulator at ${ipay88.simulator.url} (no money moves)` : '') +
    (eleisure ? `\neLeisure (RWT) reservations go to the eLeisure simulator at ${eleisure.simulator.url}` : '') +
    (flights
      ? `\nflights are searched and ticketed at the flight supplier simulator at ${flights.simulator.url} (recorded fares)`
      : '') +
    (myinvois ? `\ne-invoices are submitted to the MyInvois simulator at ${myinvois.simulator.url} (nothing reaches LHDN)` : '') +
    '\n',
);

// Demo organizations, credit and users go through the API itself, so they are real events; a
// failure here leaves the system running (the data can be added later with `node scripts/demo-data.mjs`).
seedDemoBusiness({ mailCatcher: catcher?.webUrl }).catch((error) =>
  console.warn(`demo business data not added: ${error.message}`),
);
