import { ExportCreditHistoriesHandler } from './export-credit-histories/export-credit-histories.handler';
import { GetAvailableCreditHandler } from './get-available-credit/get-available-credit.handler';
import { GetCreditHistoriesHandler } from './get-credit-histories/get-credit-histories.handler';
import { GetCreditListHandler } from './get-credit-list/get-credit-list.handler';
import { GetTopUpsHandler } from './get-top-ups/get-top-ups.handler';
import { SendTopUpSlipHandler } from './send-top-up-slip/send-top-up-slip.handler';

/** Every query handler of the context, for its module's providers. */
export const CREDIT_QUERY_HANDLERS = [
  GetAvailableCreditHandler,
  GetCreditListHandler,
  GetCreditHistoriesHandler,
  ExportCreditHistoriesHandler,
  GetTopUpsHandler,
  SendTopUpSlipHandler,
];
