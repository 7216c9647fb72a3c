import { IconEdit, IconPlus } from '@tabler/icons-react';
import { CUSTOMER_TYPE, PERMISSIONS, SCREEN_PATHS, updateMarkupGroupSchema, type MarkupGroup } from '@bo/shared';
import { ResourceList, useListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { markupGroupList, useUpdateMarkupGroupMutation } from '../markup-groups.api';
import { commissionText, groupBody } from './group-words';

const { markupGroupsCreate, markupGroupsEdit } = PERMISSIONS;
const editPath = (group: MarkupGroup) => `${SCREEN_PATHS.editMarkupGroup}?id=${group.markupGroupListID}`;

/**
 * /Group/groupList (markup-groups.view): the mark-up groups (agent tiers and markets; the default
 * group of each customer type marked), filtered by customer type (the API's) and active (here: the
 * call answers every group). Create and edit on their own screen (markup-groups.create / .edit);
 * deactivate and activate from the row, asked first. A default group cannot be deactivated: the
 * action is not offered.
 */
export function MarkupGroupListPage() {
  const list = useListKit<MarkupGroup>('markup-groups', 'groups');
  const { t, language, column, filter } = list;
  const [update] = useUpdateMarkupGroupMutation();
  const action = list.actions((group) => ({ name: group.name, count: group.organizationCount }));
  const setActive = async (group: MarkupGroup, active: boolean) =>
    (await update(updateMarkupGroupSchema.parse({ ...groupBody(group), active })).unwrap()).message;
  const [deactivate, activate] = action.activation(setActive, { permission: markupGroupsEdit });
  return (
    <ResourceList
      words={list}
      endpoint={markupGroupList}
      columns={[
        column.text('name', t('fields.name'), {
          sort: true,
          badge: (group) => group.isDefault && t('fields.default'),
        }),
        column.text('code', t('fields.code'), { sort: true }),
        column.enumeration('customerType', t('fields.customerType'), CUSTOMER_TYPE, language, { sort: true }),
        column.text('commissionBasisPoints', t('fields.commission'), { sort: true, align: 'right', value: commissionText }),
        column.text('organizationCount', t('groups.organizations'), { sort: true, align: 'right' }),
        column.text('markupCount', t('groups.markups'), { sort: true, align: 'right' }),
        activeColumn(list, true),
      ]}
      filters={[filter.enumeration('customerType', t('fields.customerType'), CUSTOMER_TYPE, language), activeFilter(t)]}
      defaultSort={{ key: 'name', order: 'asc' }}
      rowActions={[
        action.link('edit', IconEdit, editPath, { permission: markupGroupsEdit }),
        { ...deactivate, hidden: (group) => !group.active || group.isDefault },
        activate,
      ]}
      create={action.create(IconPlus, SCREEN_PATHS.createMarkupGroup, {
        permission: markupGroupsCreate,
        testId: 'create-markup-group',
      })}
      rowKey={(group) => group.markupGroupListID}
      rowLabel={(group) => `${group.name} (${group.code})`}
      exportName="markup-groups"
      testId="markup-group-table"
    />
  );
}
