import type { DataSource } from 'typeorm';

/**
 * Demo receiving accounts at Malaysian banks (codes are the banks' SWIFT prefixes). The account
 * numbers are placeholders, not real accounts: replace them before going live.
 */
const BANKS = [
  { code: 'MBB', name: 'Maybank', accountNumber: '0000-0000-0001' },
  { code: 'CIMB', name: 'CIMB Bank', accountNumber: '0000-0000-0002' },
  { code: 'PBB', name: 'Public Bank', accountNumber: '0000-0000-0003' },
  { code: 'RHB', name: 'RHB Bank', accountNumber: '0000-0000-0004' },
  { code: 'HLB', name: 'Hong Leong Bank', accountNumber: '0000-0000-0005' },
  { code: 'AMB', name: 'AmBank', accountNumber: '0000-0000-0006' },
  { code: 'BIMB', name: 'Bank Islam', accountNumber: '0000-0000-0007' },
];
const ACCOUNT_NAME = 'Demo Travel Sdn Bhd';

/** Idempotent: adds missing banks by code, never overwrites what an administrator changed. */
export async function seedCreditReference(dataSource: DataSource): Promise<void> {
  for (const bank of BANKS) {
    await dataSource.query(
      `INSERT INTO credit.banks (code, name, account_name, account_number) VALUES ($1, $2, $3, $4)
       ON CONFLICT (upper(code)) DO NOTHING`,
      [bank.code, bank.name, ACCOUNT_NAME, bank.accountNumber],
    );
  }
}
