import { createContext } from 'react';
import type { RowAction } from './resource.types';

/**
 * How the list around a cell runs a row action (its confirmation, reason dialog, file viewer,
 * busy state and toasts): a cell's button (column.action) runs it the way the row's menu does.
 * Outside a ResourceList (DataTable) there is none, and the button calls `run` itself.
 */
export const RowActionRunner = createContext<((action: RowAction<unknown>, row: unknown) => Promise<void>) | null>(null);
