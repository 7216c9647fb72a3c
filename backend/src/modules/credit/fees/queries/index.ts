import { CheckSystemFeeSettingHandler } from './check-system-fee-setting/check-system-fee-setting.handler';
import { GetSystemFeesHandler } from './get-system-fees/get-system-fees.handler';

/** Every query handler of the fee settings, for their module's providers. */
export const SYSTEM_FEE_QUERY_HANDLERS = [GetSystemFeesHandler, CheckSystemFeeSettingHandler];
