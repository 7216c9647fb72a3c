import { Query } from '@nestjs/cqrs';
import type { CheckSystemFeeSettingBody, SystemFeeItem } from '@bo/shared';
import type { Actor } from '../../../../../core/context/request-context';

/** The check's answer (shared `checkSystemFeeSettingResultSchema`). */
export interface CheckSystemFeeSettingResult {
  organizationId: string;
  hasOwnSettings: boolean;
  effective: SystemFeeItem[];
}

/** Whether an organization has fee settings of its own, and the settings that apply to it. */
export class CheckSystemFeeSetting extends Query<CheckSystemFeeSettingResult> {
  constructor(
    readonly actor: Actor,
    readonly input: CheckSystemFeeSettingBody,
  ) {
    super();
  }
}
