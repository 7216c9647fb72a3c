export { ResourceList, type ResourceListProps } from './ResourceList';
export { ResourceForm, type FormField, type FormFieldType, type ResourceFormProps } from './ResourceForm';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { useConfirm, type ConfirmOptions } from './useConfirm';
export { useListParams, type FilterValues, type SortOrder } from './useListParams';
export { toCsv, downloadFile } from './csv';
export type * from './resource.types';
export { useFixedQuery } from './fixed-query';
