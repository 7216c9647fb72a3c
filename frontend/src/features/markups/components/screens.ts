/**
 * The three mark-up screens in one lazy chunk. Every lazy screen costs the login bundle its
 * preload list (the chunks it needs, named in the entry); one chunk for the three keeps that to
 * one list, the screens being small (the list, the form, the quote).
 */
export { MarkupListPage } from './MarkupListPage';
export { ModifyMarkupPage } from './ModifyMarkupPage';
export { PriceQuotePage } from './PriceQuotePage';
