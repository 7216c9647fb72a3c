/**
 * The credit context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context").
 */
export { CreditModule } from './credit.module';
export { CreditWorkerModule } from './credit.worker.module';
export { CreditFeesModule } from './fees/credit-fees.module';
// Ports: what other contexts inject, and the types of their contracts.
export { CreditLedger, type CreditTransactionType } from './ports/credit-ledger.port';
export { SystemFees } from './ports/system-fees.port';
export type { CreditAccountRef, LedgerOptions, LedgerResult } from './services/credit-ledger.service';
// Published events (the credit account's stream).
export type { CreditEvent, CreditEventType } from './domain/credit.events';
