import type { ReactNode } from 'react';
import { Anchor, Modal } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { MARKUP_CHANGE, PERMISSIONS, type MarkupHistoryItem } from '@bo/shared';
import { Link, useSearchParams } from 'react-router';
import { ResourceList, useListKit } from '../../../ui/resource';
import { markupsApi, useMarkupChoicesQuery } from '../markups.api';
import { modifyMarkupPath } from '../markup-words';
import { MarkupVersionView } from './MarkupVersionView';

/** The parameters of the version shown read-only over the list (`?view=<markupID>&version=<n>`). */
const VIEW = 'view';
const VERSION = 'version';

/**
 * The history tab: every version of every mark-up, newest first, or of one (`?markupID=`): what
 * changed, why and who. A version's number opens that version's whole definition read-only
 * (`?view=&version=`, the address the price quote's rules link to).
 */
export function MarkupHistoryTab({ toolbar }: { toolbar: ReactNode }) {
  const list = useListKit<MarkupHistoryItem>('markups', 'history', 'actions');
  const { t, language, column, filter, action } = list;
  const [params, setParams] = useSearchParams();
  const { data: markups } = useMarkupChoicesQuery({});
  const viewed = params.get(VIEW);
  const version = Number(params.get(VERSION));
  /** The current address with `change` applied (the list's filters and page kept). */
  const withParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    return `?${next.toString()}`;
  };
  const versionLink = (row: MarkupHistoryItem) =>
    withParams((next) => {
      next.set(VIEW, row.markupID);
      next.set(VERSION, String(row.version));
    });
  const closeVersion = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(VIEW);
        next.delete(VERSION);
        return next;
      },
      { replace: true },
    );
  const fieldName = (key: string) => t(`changed.${key}`, { defaultValue: key });
  return (
    <>
      <ResourceList
        words={list}
        endpoint={markupsApi.endpoints.markupHistoryPage}
        toolbar={toolbar}
        columns={[
          column.text('version', t('fields.version'), {
            sort: true,
            align: 'right',
            render: (row) => (
              <Anchor
                component={Link}
                to={versionLink(row)}
                size="sm"
                aria-label={t('history.openVersion', { version: row.version, name: row.name })}
                data-testid="history-version"
              >
                {row.version}
              </Anchor>
            ),
          }),
          column.text('name', t('fields.name'), { sort: true }),
          column.enumeration('change', t('history.change'), MARKUP_CHANGE, language),
          column.tags('changedFields', t('history.changedFields'), (row) => row.changedFields.map(fieldName)),
          column.text('reason', t('history.reason'), { value: (row) => row.reason ?? '' }),
          column.text('changedBy', t('history.changedBy'), { value: (row) => row.changedBy?.name ?? t('history.system') }),
          column.date('changedAt', t('history.changedAt'), { sort: true }),
        ]}
        filters={[
          filter.select(
            'markupID',
            t('history.markup'),
            (markups ?? []).map((markup) => ({ value: markup.markupID, label: markup.name })),
          ),
        ]}
        defaultSort={{ key: 'changedAt', order: 'desc' }}
        rowActions={[
          action.link('edit', IconPencil, (row) => modifyMarkupPath(row.markupID), { permission: PERMISSIONS.markupsEdit }),
        ]}
        rowKey={(row) => `${row.markupID}:${row.version}`}
        rowLabel={(row) => `${row.name} v${row.version}`}
        exportName="markup-history"
        testId="markup-history-table"
      />
      <Modal
        opened={Boolean(viewed && version > 0)}
        onClose={closeVersion}
        title={t('version.title', { version })}
        size="xl"
        centered
        data-testid="markup-version"
      >
        {viewed && version > 0 && <MarkupVersionView markupID={viewed} version={version} />}
      </Modal>
    </>
  );
}
