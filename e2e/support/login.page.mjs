import { SCREEN_PATHS } from '@bo/shared';

/** Page object of /login. */
export class LoginPage {
  constructor(page) {
    this.page = page;
    this.username = page.locator('input[name="username"]');
    this.password = page.locator('input[name="password"]');
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByTestId('login-error');
  }

  async goto(redirect) {
    await this.page.goto(redirect ? `${SCREEN_PATHS.login}?redirect=${encodeURIComponent(redirect)}` : SCREEN_PATHS.login);
    await this.username.waitFor();
  }

  async signIn(username, password) {
    await this.username.waitFor();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
