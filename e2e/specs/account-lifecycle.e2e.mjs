/**
 * Issue 4 item 8, the whole path of an account through the browser, against the real API, worker
 * and a real SMTP server started here: an admin creates a user on /user/create-user -> the first-time login e-mail
 * arrives -> its link -> first-time login -> sign in -> three wrong passwords lock the account ->
 * forgot password -> the reset e-mail -> reset -> sign in works again. Then the devices flow:
 * OTP by e-mail with a countdown, register, forced sign-in, remove.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { AccountPage, FirstTimeLoginPage, ForgotPasswordPage, ResetPasswordPage, fieldError } from '../support/account.pages.mjs';
import { assertNoConsoleErrors, readStorage, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { startMailbox } from '../support/mailbox.mjs';
import { appAndBrowser } from '../support/suite.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const mailbox = await startMailbox();
const suite = appAndBrowser({
  env: { SMTP_URL: mailbox.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_LINK_RATE_LIMIT_PER_MINUTE: '1000' },
});
after(() => mailbox.close());

const suffix = randomBytes(3).toString('hex');
const user = {
  username: `aina.${suffix}`,
  fullName: 'Aina Binti Ahmad',
  email: `aina.${suffix}@example.test`,
  firstPassword: 'Kuala#Lumpur1',
  resetPassword: 'Penang!Island2',
};

/** A link of this app with a token, as the e-mails carry it. */
const linkPattern = (path) => new RegExp(`(https?://[^\\s"<>]+${path.replace('?', '\\?')}\\?token=[A-Za-z0-9_%.~-]+)`);

/** The text of the toast that says `text` (toasts show at the top, spec section 8). */
const toast = (page, text) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Picks `option` in the Mantine select labelled `label`. */
async function chooseOption(page, label, option) {
  // The required asterisk is part of the label's text, so match its start.
  await page
    .getByLabel(new RegExp(`^${label}\\b`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signInAndWaitHome(page, username, password) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username, password);
  await waitForPath(page, SCREEN_PATHS.home);
  await page.getByTestId('user-menu').waitFor();
}

test('an account from creation to first-time login, lock-out, forgot password and reset', async () => {
  await suite.withPage(async ({ page, consoleErrors }) => {
    // 1. An admin creates the user on /user/create-user.
    await signInAndWaitHome(page, suite.app.admin.username, suite.app.admin.password);
    await page.goto(SCREEN_PATHS.createUser);
    const form = page.getByTestId('create-user-form');
    await form.waitFor();
    await chooseOption(page, 'Role', 'Merchant User');
    await chooseOption(page, 'Level', 'Staff');
    await form.locator('input[name="username"]').fill(user.username);
    await form.locator('input[name="fullName"]').fill(user.fullName);
    // ID type: MyKad is the default choice.
    await form.locator('input[name="idNumber"]').fill('900101-14-5678');
    await form.locator('input[name="email"]').fill(user.email);
    await form.locator('input[name="mobileNumber"]').fill('012-3456789');
    await form.getByRole('button', { name: 'Create user' }).click();
    await toast(page, `A first-time login link has been sent to the registered email ${user.email}`).waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await waitForPath(page, SCREEN_PATHS.login);

    // A new user cannot sign in yet and is pointed to first-time login.
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.username, 'Whatever#123');
    await login.error.waitFor();
    assert.equal((await login.error.textContent())?.trim(), 'Please proceed with First Time Login.');
    await page.getByTestId('login-next-step').click();
    await waitForPath(page, SCREEN_PATHS.firstTimeLogin);
    await page.getByTestId('first-time-info').waitFor();

    // 2. The e-mail arrives with a link to this app.
    const { match } = await mailbox.waitFor(user.email, linkPattern(SCREEN_PATHS.login));
    const firstTimeLink = match[1];
    assert.ok(firstTimeLink.startsWith(suite.app.baseUrl), `the link opens this app: ${firstTimeLink}`);

    // 3. The link opens first-time login (the token is checked first).
    await page.goto(firstTimeLink);
    await waitForPath(page, SCREEN_PATHS.firstTimeLogin);
    const firstTime = new FirstTimeLoginPage(page);
    await firstTime.submit.waitFor();
    assert.match((await page.locator('#auth-title ~ p, #auth-title + p').first().textContent()) ?? '', new RegExp(user.username));

    // The shared schema's messages, before any call: mismatch, special characters, terms.
    await firstTime.fill({
      password: user.firstPassword,
      confirmPassword: `${user.firstPassword}x`,
      question: 'What was the name of your first pet?',
      answer: 'Oyen!',
      phrase: 'blue kite',
      acceptTerms: false,
    });
    await firstTime.submit.click();
    await page.getByText('Password is not identical, please try again').waitFor();
    assert.equal(await fieldError(page, 'confirmPassword'), 'Password is not identical, please try again');
    assert.equal(await fieldError(page, 'securityAnswer'), 'Special characters are not allowed in the security answer');
    assert.equal(await fieldError(page, 'termsAccepted'), 'Please accept the terms and conditions');
    assert.equal(
      await page.getByTestId('password-policy').locator('[data-met="true"]').count(),
      5,
      'every password rule is ticked',
    );
    await screenshot(page, 'account-01-first-time-login-errors');

    await firstTime.fill({
      password: user.firstPassword,
      question: 'What was the name of your first pet?',
      answer: 'Oyen',
      phrase: 'blue kite over Melaka',
    });
    await firstTime.submit.click();
    await waitForPath(page, SCREEN_PATHS.login);
    await toast(page, 'Your account is activated, please log in.').waitFor();

    // The link is single-use: opened again, it says the account is already activated.
    await page.goto(firstTimeLink);
    await firstTime.problem.waitFor();
    assert.equal((await firstTime.problem.textContent())?.trim(), 'Account is already activated, please log in.');
    await screenshot(page, 'account-02-already-activated');

    // 4. Sign in with the chosen password.
    await signInAndWaitHome(page, user.username, user.firstPassword);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await waitForPath(page, SCREEN_PATHS.login);

    // 5. Three wrong passwords: 2 attempts left, then 1, then locked.
    await login.goto();
    for (const expected of [
      'Password not matched with username. You have 2 attempt(s) left.',
      'Password not matched with username. You have 1 attempt(s) left.',
      'Your account is locked, please proceed to Forgot Password',
    ]) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/General/sign-in'));
      await login.signIn(user.username, 'Not-the-password1!');
      await answered;
      await page.getByTestId('login-error').filter({ hasText: expected }).waitFor();
    }
    // Even the right password is refused now.
    await login.signIn(user.username, user.firstPassword);
    await page.getByTestId('login-error').filter({ hasText: 'Your account is locked, please use Forgot Password.' }).waitFor();
    await screenshot(page, 'account-03-locked');

    // 6. Forgot password from the login screen; the answer reveals nothing about the account.
    await page.getByTestId('login-next-step').click();
    await waitForPath(page, SCREEN_PATHS.forgotPassword);
    const mailsBefore = mailbox.messages.length;
    const neutral = await new ForgotPasswordPage(page).request(user.username);
    assert.equal(neutral, 'If the account exists, a password reset link has been sent to its registered email.');
    const unknown = await fetch(`${suite.app.baseUrl}/api/v1/bo/General/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: `nobody.${suffix}` }),
    });
    assert.equal(unknown.status, 200);
    assert.equal((await unknown.json()).message, neutral, 'an unknown account gets the very same answer');

    // 7. The reset e-mail arrives; its link opens the reset screen.
    const reset = await mailbox.waitFor(user.email, linkPattern(SCREEN_PATHS.resetPassword), { since: mailsBefore });
    const resetLink = reset.match[1];
    await page.goto(resetLink);
    await waitForPath(page, SCREEN_PATHS.resetPassword);
    const resetPage = new ResetPasswordPage(page);
    await page.getByTestId('reset-username').filter({ hasText: user.username }).waitFor();
    await resetPage.reset(user.resetPassword, 'Different!Pass3');
    assert.equal(await fieldError(page, 'confirmPassword'), 'Password is not identical, please try again');
    await resetPage.reset(user.resetPassword);
    await waitForPath(page, SCREEN_PATHS.login);
    await toast(page, 'Password reset successful.').waitFor();
    await screenshot(page, 'account-04-reset-done');

    // A used reset link says so and offers a new one.
    await page.goto(resetLink);
    await resetPage.problem.waitFor();
    assert.equal(
      (await resetPage.problem.textContent())?.trim(),
      'This link is invalid or has expired, please request a new one.',
    );
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await waitForPath(page, SCREEN_PATHS.forgotPassword);

    // 8. The new password signs in; the old one does not.
    await login.goto();
    await login.signIn(user.username, user.firstPassword);
    await page
      .getByTestId('login-error')
      .filter({ hasText: 'Password not matched with username. You have 2 attempt(s) left.' })
      .waitFor();
    await signInAndWaitHome(page, user.username, user.resetPassword);
    assert.ok(await readStorage(page, 'accessToken'));
    assertNoConsoleErrors(consoleErrors, /favicon|status of 4\d\d/);
  });
});

test('the account screen: profile and security settings from the user menu', async () => {
  await suite.withPage(async ({ page }) => {
    await signInAndWaitHome(page, user.username, user.resetPassword);
    const account = new AccountPage(page);
    await account.openFromUserMenu('profile');
    assert.equal(new URL(page.url()).pathname, SCREEN_PATHS.profile);
    await page.getByTestId('profile-facts').filter({ hasText: user.email }).waitFor();

    await account.openFromUserMenu('security');
    assert.equal(new URL(page.url()).searchParams.get('tab'), 'security');

    // Mobile number: digit groups joined by a dash.
    const mobile = page.getByTestId('mobile-number');
    await mobile.locator('input[name="mobileNumber"]').fill('0123456789');
    await mobile.getByRole('button', { name: 'Save' }).click();
    await mobile.getByText('Please enter a valid phone number with a dash between digit groups, e.g. 012-3456789').waitFor();
    await mobile.locator('input[name="mobileNumber"]').fill('013-9876543');
    await mobile.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Mobile number updated successfully.').waitFor();

    // Change password: a wrong current password is refused at its field.
    const password = page.getByTestId('change-password');
    await password.locator('input[name="currentPassword"]').fill('Wrong#Pass9');
    await password.locator('input[name="password"]').fill('Johor$Bahru4');
    await password.locator('input[name="confirmPassword"]').fill('Johor$Bahru4');
    await password.getByRole('button', { name: 'Save' }).click();
    await password.getByText('Your current password is incorrect.').waitFor();
    await password.locator('input[name="currentPassword"]').fill(user.resetPassword);
    await password.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Password updated successfully.').waitFor();
    user.resetPassword = 'Johor$Bahru4';
    await screenshot(page, 'account-05-security');
  });
});

test('devices: an e-mailed OTP with a countdown registers this browser, then the user signs in again', async () => {
  await suite.withPage(async ({ page }) => {
    await signInAndWaitHome(page, user.username, user.resetPassword);
    const account = new AccountPage(page);
    await account.openFromUserMenu('devices');
    await page.getByTestId('devices-empty').waitFor();

    const mailsBefore = mailbox.messages.length;
    await account.requestOtp();
    await page
      .getByTestId('otp-sent')
      .filter({ hasText: 'A one-time password has been sent to your registered email' })
      .waitFor();
    const first = await account.secondsLeft();
    assert.ok(first > 0 && first <= 300, `the countdown starts from the OTP lifetime (${first} s)`);
    // It counts down in seconds while the user reads the e-mail.
    await page.waitForFunction(
      (start) => Number(document.querySelector('[data-testid="otp-countdown"]')?.getAttribute('data-seconds')) < start,
      first,
    );
    assert.match((await account.countdown.textContent()) ?? '', /The OTP expires in \d+ seconds?\./);

    const { match } = await mailbox.waitFor(user.email, /one-time password is (\d{6})/, { since: mailsBefore });
    const otp = match[1];
    const wrong = otp.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    await account.registerDevice(wrong, 'Office laptop');
    await page.getByText('OTP is invalid.').waitFor();
    assert.equal(await fieldError(page, 'otp'), 'OTP is invalid.');
    await screenshot(page, 'account-06-otp-invalid');

    await account.registerDevice(otp, 'Office laptop');
    await waitForPath(page, SCREEN_PATHS.login);
    await page.getByTestId('login-error').filter({ hasText: 'Device registered successfully. Please sign in again.' }).waitFor();
    assert.equal(await readStorage(page, 'accessToken'), null);
    assert.ok(await readStorage(page, 'bo.deviceId'), 'this browser remembers its device');

    // Signing in again comes back to the devices tab; the device shows its last sign-in.
    await new LoginPage(page).signIn(user.username, user.resetPassword);
    await waitForPath(page, SCREEN_PATHS.profile);
    const row = account.deviceRow('Office laptop');
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /This browser/);
    assert.doesNotMatch((await row.textContent()) ?? '', /Never/, 'the sign-in with this device is recorded');
    await screenshot(page, 'account-07-devices');

    // Removing it asks first, then signs the user out again.
    await row.getByRole('button', { name: 'Remove Office laptop' }).click();
    await page.getByText('Remove Office laptop? You will be signed out and must sign in again.').waitFor();
    await page.getByTestId('confirm-remove-device').click();
    await waitForPath(page, SCREEN_PATHS.login);
    await page.getByTestId('login-error').filter({ hasText: 'Device removed successfully. Please sign in again.' }).waitFor();
    assert.equal(await readStorage(page, 'bo.deviceId'), null);
  });
});

test('the account screens speak Malay and have no serious accessibility problems', async () => {
  await suite.withPage(async ({ context, page }) => {
    const problems = [];
    const check = async (where) => problems.push(...(await seriousA11yProblems(page, where)));
    await page.goto(SCREEN_PATHS.forgotPassword);
    await page.locator('input[name="usernameOrEmail"]').waitFor();
    await check(SCREEN_PATHS.forgotPassword);
    await page.goto(`${SCREEN_PATHS.resetPassword}?token=not-a-real-token-at-all-0123456789`);
    await page.getByTestId('link-problem').waitFor();
    await check('/login-reset-password (bad link)');
    await page.goto(SCREEN_PATHS.firstTimeLogin);
    await page.getByTestId('first-time-info').waitFor();
    await check(SCREEN_PATHS.firstTimeLogin);

    await signInAndWaitHome(page, user.username, user.resetPassword);
    await page.goto(`${SCREEN_PATHS.profile}?tab=security`);
    await page.getByTestId('change-password').waitFor();
    await check(`${SCREEN_PATHS.profile}?tab=security`);
    await page.goto(`${SCREEN_PATHS.profile}?tab=devices`);
    await page.getByTestId('open-register-device').waitFor();
    await check(`${SCREEN_PATHS.profile}?tab=devices`);
    assert.deepEqual(problems, []);

    // Field messages come from the shared catalogue in the chosen language.
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.goto(`${SCREEN_PATHS.profile}?tab=security`);
    const phrase = page.getByTestId('security-phrase');
    await phrase.locator('input[name="securityPhrase"]').fill('ab');
    await phrase.getByRole('button', { name: 'Simpan' }).click();
    await phrase.getByText('Frasa keselamatan tidak memenuhi keperluan.').waitFor();
  });
});
