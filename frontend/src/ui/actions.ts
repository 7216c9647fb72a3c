import type { ReactNode } from 'react';
import type { ReasonRequest } from './ReasonDialog';
import type { RowAction } from './resource/resource.types';

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
  /** `useReasonDialog()`'s ask, for `withReason` actions. */
  askReason?: (request: ReasonRequest) => Promise<string | null>;
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
export function actionsOf<Row>({ t, prefix, describe, askReason }: ActionWords<Row>) {
  const label = (key: string) => t(`${prefix}.${key}`);
  const confirmation = (key: string, danger: boolean) => ({
    title: t(`${prefix}.${key}Title`),
    message: (row: Row): ReactNode => t(`${prefix}.${key}Text`, describe?.(row)),
    confirmLabel: label(key),
    danger,
  });
  return {
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
      run: async (row) => {
        if (!askReason) throw new Error(`actionsOf: '${key}' needs askReason`);
        const { title, message, confirmLabel } = confirmation(key, true);
        const text = await askReason({
          title,
          message: message(row),
          confirmLabel,
          required: !optional,
          danger: true,
          ...reason,
        });
        return text === null ? undefined : run(row, text);
      },
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
}
