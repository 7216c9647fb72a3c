import { z } from 'zod';
import { POSTCODE, withStateCheck } from './address';
import { createOrganizationSchema } from './organization.schema';

const address = withStateCheck(z.object({ countryCode: z.string(), state: z.string().optional(), city: z.string() }));
const issues = (r: { success: boolean; error?: z.ZodError }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('withStateCheck', () => {
  it('asks a Malaysian address for one of its states or federal territories', () => {
    expect(issues(address.safeParse({ countryCode: 'MYS', city: 'Ipoh' }))).toEqual(['state STATE_NOT_IN_COUNTRY']);
    expect(issues(address.safeParse({ countryCode: 'MYS', state: 'Perak Darul Ridzuan', city: 'Ipoh' }))).toEqual([
      'state STATE_NOT_IN_COUNTRY',
    ]);
    expect(address.safeParse({ countryCode: 'MYS', state: 'Perak', city: 'Ipoh' }).success).toBe(true);
  });

  it('leaves the state of other countries free, and absent', () => {
    expect(address.safeParse({ countryCode: 'SGP', city: 'Singapore' }).success).toBe(true);
    expect(address.safeParse({ countryCode: 'THA', state: 'Phuket', city: 'Patong' }).success).toBe(true);
  });

  it('still checks the state when another field fails, so a form shows both', () => {
    expect(issues(address.safeParse({ countryCode: 'MYS', city: 7 })).sort()).toEqual([
      'city Invalid input: expected string, received number',
      'state STATE_NOT_IN_COUNTRY',
    ]);
  });

  it('is the rule of organizations too', () => {
    const r = createOrganizationSchema.safeParse({ countryCode: 'MYS', state: 'Atlantis' });
    expect(issues(r)).toContain('state STATE_NOT_IN_COUNTRY');
  });
});

describe('POSTCODE', () => {
  it.each(['50450', 'SW1A 1AA', '018956', 'K1A-0B1'])('accepts %s', (code) => expect(POSTCODE.test(code)).toBe(true));
  it.each(['', ' 50450', '-123', '50450!'])('refuses %j', (code) => expect(POSTCODE.test(code)).toBe(false));
});
