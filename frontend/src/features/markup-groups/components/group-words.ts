import { percentText } from '../../../ui/major-amount';
import type { MarkupGroup } from '@bo/shared';

/** A group's commission as the screens show it: '5.25%' for a B2B group; '—' for B2C (it earns none). */
export const commissionText = (group: Pick<MarkupGroup, 'customerType' | 'commissionBasisPoints'>) =>
  group.customerType === 'B2B' ? percentText(group.commissionBasisPoints) : '—';

/** The group as UpdateMarkupGroupList takes it: every field sent again (a list's activate / deactivate). */
export const groupBody = (group: MarkupGroup) => ({
  markupGroupListID: group.markupGroupListID,
  code: group.code,
  name: group.name,
  description: group.description ?? undefined,
  customerType: group.customerType,
  isDefault: group.isDefault,
  commissionBasisPoints: group.commissionBasisPoints,
  active: group.active,
});
