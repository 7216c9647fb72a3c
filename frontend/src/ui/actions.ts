import type { ReactNode } from 'react';
import { IconBan, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import type { FileViewRequest } from './FileViewer';
import type { ReasonRequest } from './ReasonDialog';
import type { ListCreate, RowAction } from './resource/resource.types';

type Icon = RowAction<unknown>['icon'];
type Extra<Row> = Partial<Omit<RowAction<Row>, 'key' | 'icon'>>;
type Run<Row> = NonNullable<RowAction<Row>['run']>;

export interface ActionWords<Row> {
  /** The feature's translate function. */
  t: (key: string, values?: Record<string, unknown>) => string;
  /**
   * Where an action's strings are: `<prefix>.<key>` its label (and confirm button),
   * `<prefix>.<key>Title` and `<prefix>.<key>Text` its confirmation.
   */
  prefix: string;
  /** Values of the confirmation text (`{{name}}`...) for a row. */
  describe?: (row: Row) => Record<string, unknown>;
}

/** How a `withReason` action asks (ui/ReasonDialog): the reason is required unless `optional`. */
export type ReasonOptions = Pick<ReasonRequest, 'label' | 'description' | 'validate'> & { optional?: boolean };

/**
 * One-line row actions (ResourceList `rowActions`) whose strings follow one key convention;
 * `extra` adds `permission`, `hidden`, `color` or another `label`:
 *
 *   const action = actionsOf<UserListRow>({ t, prefix: 'actions', describe: (row) => ({ name: row.fullName }) });
 *   [action.link('open', IconEye, (row) => screenPath('userProfile', row.userId)),
 *    action.run('activate', IconPlayerPlay, activate, { permission, hidden: (row) => row.active }),
 *    action.confirmed('delete', IconTrash, remove, { permission })]   // actions.deleteTitle, actions.deleteText
 */
export function actionsOf<Row>({ t, prefix, describe }: ActionWords<Row>) {
  const label = (key: string) => t(`${prefix}.${key}`);
  const confirmation = (key: string, danger: boolean) => ({
    title: t(`${prefix}.${key}Title`),
    message: (row: Row): ReactNode => t(`${prefix}.${key}Text`, describe?.(row)),
    confirmLabel: label(key),
    danger,
  });
  const actions = {
    /** Opens another screen. */
    link: (key: string, icon: Icon, to: (row: Row) => string, extra: Extra<Row> = {}): RowAction<Row> => ({
      key,
      label: label(key),
      icon,
      to,
      ...extra,
    }),
    /** Runs at once; a returned text is the success toast, a thrown API error the failure toast. */
    run: (key: string, icon: Icon, run: Run<Row>, extra: Extra<Row> = {}): RowAction<Row> => ({
      key,
      label: label(key),
      icon,
      run,
      ...extra,
    }),
    /** Asked first, then run: `<key>Title` / `<key>Text`, the confirm button says the action's label. */
    confirmed: (key: string, icon: Icon, run: Run<Row>, extra: Extra<Row> = {}): RowAction<Row> => ({
      key,
      label: label(key),
      icon,
      confirm: confirmation(key, false),
      run,
      ...extra,
    }),
    /**
     * A destructive action that asks for a reason first (ui/ReasonDialog: `<key>Title`, `<key>Text`),
     * then runs `run(row, reason)` ('' when optional and left empty); closing the dialog runs nothing.
     */
    withReason: (
      key: string,
      icon: Icon,
      run: (row: Row, reason: string) => Promise<string | void>,
      { optional, ...reason }: ReasonOptions = {},
      extra: Extra<Row> = {},
    ): RowAction<Row> => ({
      key,
      label: label(key),
      icon,
      color: 'red',
      reason: { ...confirmation(key, true), required: !optional, ...reason },
      run: (row, text) => run(row, text ?? ''),
      ...extra,
    }),
    /** Shows the row's file (ui/FileViewer), e.g. a bank-in slip. */
    file: (key: string, icon: Icon, file: (row: Row) => FileViewRequest, extra: Extra<Row> = {}): RowAction<Row> => ({
      key,
      label: label(key),
      icon,
      file,
      ...extra,
    }),
    /** A destructive `confirmed` action: red in the menu and a red confirm button. */
    destructive: (key: string, icon: Icon, run: Run<Row>, extra: Extra<Row> = {}): RowAction<Row> => ({
      key,
      label: label(key),
      icon,
      color: 'red',
      confirm: confirmation(key, true),
      run,
      ...extra,
    }),
  };
  const isActive = (row: Row) => Boolean((row as { active?: unknown }).active);
  return {
    ...actions,
    /** The screen's 'Create ...' button (ResourceList `create`), labelled `<prefix>.create`: a path to open or a function to run. */
    create: (icon: Icon, target: string | (() => unknown), extra: Partial<ListCreate> = {}): ListCreate => ({
      label: label('create'),
      icon,
      ...(typeof target === 'string' ? { to: target } : { onClick: () => void target() }),
      ...extra,
    }),
    /**
     * Delete (asked first, red, a trash icon: `<prefix>.delete`, `.deleteTitle`, `.deleteText`):
     * `remove(row)` calls the delete mutation; the message it answers is the toast.
     */
    remove: (remove: (row: Row) => { unwrap: () => Promise<{ message: string }> }, extra: Extra<Row> = {}) =>
      actions.destructive('delete', IconTrash, async (row) => (await remove(row).unwrap()).message, extra),
    /**
     * Deactivate (asked first, red) on active rows and activate (asked first) on inactive ones, for
     * rows with an `active` flag: `<prefix>.deactivate`, `.deactivateTitle`, `.deactivateText`, the same for `activate`.
     */
    activation: (setActive: (row: Row, active: boolean) => Promise<string | void>, extra: Extra<Row> = {}) => [
      actions.destructive('deactivate', IconBan, (row) => setActive(row, false), { hidden: (row) => !isActive(row), ...extra }),
      actions.confirmed('activate', IconCircleCheck, (row) => setActive(row, true), { hidden: isActive, ...extra }),
    ],
  };
}
