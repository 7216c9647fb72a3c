import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { backToList } from './back-to-list';
import { BackLink } from './BackLink';

/**
 * A list screen that opens one of its records over it (`?<param>=<value>` on the same address):
 * `detail(value)` when the query names a record, the list otherwise.
 */
export function RecordOverList({
  param,
  detail,
  list,
}: {
  param: string;
  detail: (value: string) => ReactNode;
  list: ReactNode;
}) {
  const [params] = useSearchParams();
  const value = params.get(param);
  return value ? detail(value) : list;
}

/**
 * A record opened over its list (RecordOverList): the way back to the list (`listPath` with the
 * list's tab, filters and page, less `param`) above the record's content.
 */
export function OverListPage(props: {
  listPath: string;
  param: string;
  backLabel: string;
  backTestId: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <Stack gap="md" maw={1200}>
      <BackLink to={backToList(props.listPath, params, props.param)} label={props.backLabel} testId={props.backTestId} />
      {props.children}
    </Stack>
  );
}
