// The mark-ups feature's public face: what other features may import of it (ESLint refuses any other path into
// this folder). Re-exports only.
export { ruleLink } from './markup-words';
