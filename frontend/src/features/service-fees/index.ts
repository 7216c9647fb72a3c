// The service fees feature's public face: what other features may import of it (ESLint refuses any other path
// into this folder). Re-exports only.
export { feeBasesOf, feeBasisLabel, feeBasisOptions, setupPath } from './components/fee-words';
