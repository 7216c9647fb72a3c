// The mark-up groups feature's public face: what other features may import of it (ESLint refuses any other path
// into this folder). Re-exports only.
export { useAssignOrganizationGroupMutation, useMarkupGroupsQuery, useOrganizationGroupQuery } from './markup-groups.api';
