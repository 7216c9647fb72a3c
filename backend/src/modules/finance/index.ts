/**
 * The finance context's face: all another context may import of it (ESLint refuses any deeper
 * path). No context uses finance today: it reads bookings' events and sits above them.
 */
export { FinanceModule } from './finance.module';
