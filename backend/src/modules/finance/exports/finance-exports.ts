/** The kinds of export finance makes (core/exports): shared, so the screens' download lists name the same. */
export { FINANCE_EXPORT_KINDS as FINANCE_EXPORTS } from '@bo/shared';
