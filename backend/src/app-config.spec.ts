import { loadAppConfig } from './app-config';
import { CONTEXTS } from './contexts';
import { configSections } from './core/config/config';

/** The app's configuration: the platform's section and every context's, from one environment. */
const loadConfig = loadAppConfig;

describe('loadAppConfig', () => {
  test('works with an empty environment, with local defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/backoffice');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.RUN_SUBSCRIBERS).toBe(true);
  });

  test('rejects invalid values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  test('iPay88 settings are optional; a malformed gateway URL is refused by name, never echoing a value', () => {
    expect(loadConfig({})).toMatchObject({ IPAY88_MERCHANT_CODE: '', IPAY88_MERCHANT_KEY: '', IPAY88_ENTRY_URL: '' });
    const env = { IPAY88_MERCHANT_KEY: 'key-not-to-be-shown', IPAY88_ENTRY_URL: 'ftp://gateway.example' };
    expect(() => loadConfig(env)).toThrow(/IPAY88_ENTRY_URL/);
    expect(() => loadConfig(env)).not.toThrow(/key-not-to-be-shown|ftp:/);
  });

  test('refuses to run in production with the development JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-enough-length' }).NODE_ENV).toBe('production');
  });

  test("each context's settings come from its own section, and no variable is declared by two parts", () => {
    const sections = configSections(CONTEXTS);
    const owner = (key: string) => sections.find((section) => section.keys.includes(key))?.name;
    expect([owner('PORT'), owner('ADMIN_PASSWORD'), owner('BOOKING_PAYMENT_SECONDS'), owner('ELEISURE_URL')]).toEqual([
      'platform',
      'identity-access',
      'bookings',
      'bookings',
    ]);
    expect(loadConfig({ BOOKING_PAYMENT_SECONDS: '60' })).toMatchObject({
      BOOKING_PAYMENT_SECONDS: 60,
      ADMIN_PASSWORD: 'Admin@12345',
    });
  });
});
