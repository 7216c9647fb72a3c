/**
 * The reports context's face: all another context may import of it (ESLint refuses any deeper
 * path; docs/architecture.md "A public face per context"). Reports names no other context: each
 * report's rows come from a `@ReportSource()` of the context owning the data (core/reports).
 */
export { ReportsModule } from './reports.module';
