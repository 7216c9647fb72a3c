/**
 * The settings context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context").
 */
export { SettingsModule } from './settings.module';
export { SettingsWorkerModule } from './settings.worker.module';
// Ports: abstract classes injected by other contexts, implemented by the services.
export { BankDirectory } from './ports/bank-directory.port';
export { PaymentBankDirectory } from './ports/payment-bank-directory.port';
export { RoleOptionDirectory } from './ports/role-option-directory.port';
// The e-mail job other contexts enqueue (rendered and sent by the worker).
export { SendTemplatedEmail, type SendTemplatedEmailPayload } from './jobs/send-templated-email.job';
// Pure reference data and rules others share.
export { findCountry } from './countries/country-reference';
export { textToHtml } from './services/template-renderer';
