/**
 * Issue 15.20: trying the product needs no database edits. The local mail catcher `npm start` runs
 * (scripts/mail-catcher.mjs) receives what the real worker sends, shows it on its web page with
 * the links clickable and answers it as JSON; the demo data (scripts/demo-data.mjs) activates the
 * demo agency's users with the links from their e-mails, so they sign in with the documented
 * demo password.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startApp } from '../support/app.mjs';

let catcher;
let app;
before(async () => {
  const { startMailCatcher } = await import('../../scripts/mail-catcher.mjs');
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  assert.ok(catcher, 'the mail catcher started');
  app = await startApp({ env: { SMTP_URL: catcher.smtpUrl } });
});
after(async () => {
  await app?.stop();
  await catcher?.close();
});

async function signIn(username, password) {
  const response = await fetch(`${app.baseUrl}/api/v1/bo/General/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: await response.json() };
}

test('the demo agency users are activated through their e-mails and sign in with the demo password', async () => {
  // demo-data reads where the app is and the admin password from the environment when loaded.
  process.env.APP_URL = app.baseUrl;
  process.env.ADMIN_PASSWORD = app.admin.password;
  const { seedDemoBusiness, DEMO_PASSWORD } = await import('../../scripts/demo-data.mjs');
  const logged = [];
  await seedDemoBusiness({ mailCatcher: catcher.webUrl, log: (line) => logged.push(line) });
  assert.match(logged.join('\n'), /demo agency users \(password Demo@12345\): finance, demo\.staff/);

  for (const username of ['finance', 'demo.staff']) {
    const { status, body } = await signIn(username, DEMO_PASSWORD);
    assert.equal(status, 200, `${username}: ${JSON.stringify(body)}`);
    assert.ok(body.accessToken, `${username} has a session`);
  }

  // The catcher's JSON and web page show the first-time login mails with their links.
  // The agency's address got the approval and its administrator's first-time login link.
  const mails = await (await fetch(`${catcher.webUrl}/api/messages?to=finance@demo-travel.example`)).json();
  const welcome = mails.find((mail) => mail.text.includes(`${app.baseUrl}/login?token=`));
  assert.ok(welcome, JSON.stringify(mails.map((mail) => mail.subject)));
  assert.match(welcome.subject, /Back Office/);
  assert.match(welcome.html, /^<p>Hello Nur Aisyah binti Ahmad,<\/p>/, 'the HTML part, decoded');
  const pageResponse = await fetch(catcher.webUrl);
  assert.equal(pageResponse.status, 200);
  const html = await pageResponse.text();
  assert.match(html, /To <b>staff@demo-travel\.example<\/b>/);
  assert.match(html, new RegExp(`<a href="${app.baseUrl}/login\\?token=[^"]+"`));
});
