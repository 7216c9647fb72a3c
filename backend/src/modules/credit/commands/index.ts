import { AdjustBalanceHandler } from './adjust-balance/adjust-balance.handler';
import { AdjustCreditLimitHandler } from './adjust-credit-limit/adjust-credit-limit.handler';
import { CancelTopUpHandler } from './cancel-top-up/cancel-top-up.handler';
import { CaptureHoldHandler } from './capture-hold/capture-hold.handler';
import { PlaceHoldHandler } from './place-hold/place-hold.handler';
import { ProcessTopUpHandler } from './process-top-up/process-top-up.handler';
import { RefundCreditHandler } from './refund-credit/refund-credit.handler';
import { ReleaseHoldHandler } from './release-hold/release-hold.handler';
import { RequestTopUpHandler } from './request-top-up/request-top-up.handler';
import { SpendCreditHandler } from './spend-credit/spend-credit.handler';

/** Every command handler of the context, for its module's providers. */
export const CREDIT_COMMAND_HANDLERS = [
  RequestTopUpHandler,
  ProcessTopUpHandler,
  CancelTopUpHandler,
  AdjustCreditLimitHandler,
  AdjustBalanceHandler,
  RefundCreditHandler,
  SpendCreditHandler,
  PlaceHoldHandler,
  CaptureHoldHandler,
  ReleaseHoldHandler,
];
