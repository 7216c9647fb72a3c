// The organizations feature's public face: what other features may import of it (ESLint refuses any other path
// into this folder). Re-exports only. Nothing the entry loads (public-routes.tsx, notices.ts, paths.ts) imports it.
export { useCountryListQuery } from './organizations.api';
