import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { columnsOf } from './columns';
import { DataTable } from './DataTable';
import classes from './resource/ResourceList.module.css';

/*
 * A phone's cards are the same table laid out by ResourceList.module.css below 48em. jsdom lays
 * nothing out, so these tests check what that stylesheet relies on: the container's class, each
 * row's status cell (data-kind) and actions cell (class), the other cells' data-label, and that
 * the stylesheet's phone rules select exactly those cells.
 */
interface Device {
  id: string;
  name: string;
  platform: string;
  status: 'ok' | 'revoked';
}
const devices: Device[] = [
  { id: 'd1', name: 'Pixel 9', platform: 'Android', status: 'ok' },
  { id: 'd2', name: 'iPad Air', platform: 'iPadOS', status: 'revoked' },
];
const column = columnsOf<Device>();
const columns = [
  column.text('name', 'Device'),
  column.text('platform', 'Platform'),
  column.status('status', 'Status', (row) =>
    row.status === 'ok' ? { label: 'Trusted', tone: 'success' } : { label: 'Revoked', tone: 'error' },
  ),
];

const show = (phoneCards?: boolean) =>
  renderWithApp(
    <DataTable
      rows={devices}
      rowKey={(row) => row.id}
      columns={columns}
      actions={(row) => <Button size="xs">{`Forget ${row.name}`}</Button>}
      actionsLabel="Actions"
      testId="devices"
      phoneCards={phoneCards}
    />,
  );

const stylesheet = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'resource/ResourceList.module.css'), 'utf8');

/** The selectors of the stylesheet's phone block (below $mantine-breakpoint-sm), with the module's class names. */
function phoneSelectors(): string[] {
  const block = stylesheet.slice(stylesheet.indexOf('@media (max-width: $mantine-breakpoint-sm)'));
  const selectors = [...block.matchAll(/^\s*([^{}@/*][^{}]*?)\s*\{/gm)].flatMap((match) => match[1].split(','));
  return selectors
    .map((selector) => selector.trim())
    .filter((selector) => !selector.includes('::'))
    .map((selector) => selector.replaceAll('.cards', `.${classes.cards}`).replaceAll('.actions', `.${classes.actions}`));
}
const matching = (root: Element, selector: string) => [...root.querySelectorAll(selector)];

describe('DataTable phone cards', () => {
  it("puts each row's status chip and actions in the cells the card's top line is made of", async () => {
    await show();
    const table = await screen.findByTestId('devices');
    const container = table.closest(`.${classes.cards}`);
    expect(container).not.toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    rows.forEach((row, index) => {
      const status = row.querySelector('td[data-kind="status"]');
      expect(status).toHaveTextContent(index === 0 ? 'Trusted' : 'Revoked');
      const actions = row.querySelector(`td.${classes.actions}`);
      expect(actions).not.toBeNull();
      expect(within(actions as HTMLElement).getByRole('button')).toHaveTextContent(`Forget ${devices[index].name}`);
      // The other cells show their header above the value (the stylesheet's attr(data-label)).
      expect(row.querySelector('td[data-column="platform"]')).toHaveAttribute('data-label', 'Platform');
      expect(row.querySelector('td[data-column="name"]')).toHaveAttribute('data-label', 'Device');
    });
  });

  it("has the stylesheet's phone rules select those cells in every row", async () => {
    await show();
    const table = await screen.findByTestId('devices');
    const root = table.closest(`.${classes.cards}`)!.parentElement!;
    const selectors = phoneSelectors();
    const statusRule = selectors.find((selector) => selector.endsWith(`td[data-kind='status']`));
    const actionsRule = selectors.find((selector) => selector.endsWith(`td.${classes.actions}`));
    expect(statusRule).toBeDefined();
    expect(actionsRule).toBeDefined();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(matching(root, statusRule!)).toEqual(rows.map((row) => row.querySelector('td[data-kind="status"]')));
    expect(matching(root, actionsRule!)).toEqual(rows.map((row) => row.querySelector(`td.${classes.actions}`)));
    // Every selector of the block finds something: none of them targets markup the table no longer has.
    for (const selector of selectors) expect(matching(root, selector), selector).not.toHaveLength(0);
  });

  it('stays a table with phoneCards={false}', async () => {
    await show(false);
    const table = await screen.findByTestId('devices');
    expect(table.closest(`.${classes.cards}`)).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
