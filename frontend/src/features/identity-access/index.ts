// The identity-access feature's public face: what other features may import of it (ESLint refuses any other path
// into this folder). Re-exports only: the sign-up screen borrows the frame of the signed-out screens.
export { AuthCard, AuthElsewhere } from './components/AuthCard';
