// The e-billing contacts feature's public face: what other features may import of it (ESLint refuses any other
// path into this folder). Re-exports only.
export { EbillingContactPicker, type EbillingContactPickerWords } from './components/EbillingContactPicker';
