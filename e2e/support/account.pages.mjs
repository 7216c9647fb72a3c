/**
 * Page objects of the self-service account screens (features/identity-access): first-time login,
 * forgot password, reset password, and the signed-in account screen (/profile).
 */

/** New password + confirmation, as on first-time login, reset and change password. */
async function fillPasswords(page, password, confirmation = password) {
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(confirmation);
}

/** Error shown under a Mantine input (`aria-describedby` -> the error element). */
export async function fieldError(page, name) {
  const input = page.locator(`input[name="${name}"]`);
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const id = describedBy.split(/\s+/).find((candidate) => candidate.endsWith('-error'));
  if (!id) return null;
  return (await page.locator(`[id="${id}"]`).textContent())?.trim() ?? null;
}

export class FirstTimeLoginPage {
  constructor(page) {
    this.page = page;
    this.submit = page.getByRole('button', { name: 'Activate account' });
    this.problem = page.getByTestId('link-problem');
  }

  async fill({ password, confirmPassword = password, question, answer, phrase, acceptTerms = true }) {
    await fillPasswords(this.page, password, confirmPassword);
    if (question) {
      await this.page.getByLabel('Security question').first().click();
      await this.page.getByRole('option', { name: question }).click();
    }
    await this.page.locator('input[name="securityAnswer"]').fill(answer ?? '');
    await this.page.locator('input[name="securityPhrase"]').fill(phrase ?? '');
    const terms = this.page.locator('input[name="termsAccepted"]');
    if (acceptTerms) await terms.check();
    else await terms.uncheck();
  }
}

export class ForgotPasswordPage {
  constructor(page) {
    this.page = page;
    this.usernameOrEmail = page.locator('input[name="usernameOrEmail"]');
    this.submit = page.getByRole('button', { name: 'Send reset link' });
    this.sent = page.getByTestId('forgot-sent');
  }

  async request(usernameOrEmail) {
    await this.usernameOrEmail.fill(usernameOrEmail);
    await this.submit.click();
    await this.sent.waitFor();
    return (await this.sent.textContent())?.trim();
  }
}

export class ResetPasswordPage {
  constructor(page) {
    this.page = page;
    this.submit = page.getByRole('button', { name: 'Reset password' });
    this.problem = page.getByTestId('link-problem');
  }

  async reset(password, confirmation = password) {
    await fillPasswords(this.page, password, confirmation);
    await this.submit.click();
  }
}

/** /profile and its tabs, opened from the user menu of the header. */
export class AccountPage {
  constructor(page) {
    this.page = page;
    this.title = page.getByTestId('account-title');
    this.devicesTable = page.getByTestId('devices-table');
    this.countdown = page.getByTestId('otp-countdown');
  }

  /** Opens an entry of the user profile menu: 'profile', 'security' or 'devices'. */
  async openFromUserMenu(entry) {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByTestId(`user-${entry}`).click();
    await this.title.waitFor();
  }

  async requestOtp() {
    await this.page.getByTestId('open-register-device').click();
    await this.page.getByTestId('send-otp').click();
    await this.countdown.waitFor();
  }

  async secondsLeft() {
    return Number(await this.countdown.getAttribute('data-seconds'));
  }

  async registerDevice(otp, name) {
    await this.page.locator('input[name="otp"]').fill(otp);
    if (name !== undefined) await this.page.locator('input[name="name"]').fill(name);
    await this.page.getByTestId('register-device').click();
  }

  deviceRow(name) {
    return this.devicesTable.getByRole('row').filter({ hasText: name });
  }
}
