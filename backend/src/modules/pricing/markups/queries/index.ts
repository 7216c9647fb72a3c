import { GetMarkupDetailHandler } from './get-markup-detail/get-markup-detail.handler';
import { GetMarkupDetailSummaryHandler } from './get-markup-detail-summary/get-markup-detail-summary.handler';
import { GetMarkupListHandler } from './get-markup-list/get-markup-list.handler';
import { GetMarkupListPageHandler } from './get-markup-list-page/get-markup-list-page.handler';
import { GetMarkupSummaryListPageHandler } from './get-markup-summary-list-page/get-markup-summary-list-page.handler';
import { GetMarkupHistoryListPageHandler } from './get-markup-history-list-page/get-markup-history-list-page.handler';

/** Every query handler of the mark-ups, for PricingModule's providers. */
export const MARKUP_QUERY_HANDLERS = [
  GetMarkupDetailHandler,
  GetMarkupDetailSummaryHandler,
  GetMarkupListHandler,
  GetMarkupListPageHandler,
  GetMarkupSummaryListPageHandler,
  GetMarkupHistoryListPageHandler,
];
