import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { ReportPage } from './ReportPage';

/*
 * ReportPage from the shared Room Inventory Report definition (shared/src/reports) over the real
 * report endpoints; the API is a local HTTP server.
 */
const HOTEL = '00000000-0000-4000-8000-0000000000a1';
const ROOM = '00000000-0000-4000-8000-0000000000b1';
const GENERATE = 'bo/Report/generate';

const row = (date: string, free: number) => ({
  date,
  hotelID: HOTEL,
  hotelName: 'Hotel Seri Pantai',
  roomInfoID: ROOM,
  roomName: 'Deluxe King',
  allotment: 10,
  held: 2,
  sold: 10 - 2 - free,
  free,
  overbookingAllowance: 1,
  stopSell: false,
});

beforeEach(() => {
  apiServer.answer('GET', 'bo/Report/hotelID', { body: { options: [{ value: HOTEL, label: 'Hotel Seri Pantai' }] } });
  apiServer.answer('GET', 'bo/Report/roomInfoID', { body: { options: [{ value: ROOM, label: 'Deluxe King' }] } });
  apiServer.answer('POST', 'bo/Report/chart', { body: { points: [], truncated: false } });
  apiServer.answer('POST', GENERATE, {
    body: { items: [row('2026-12-01', 3), row('2026-12-02', 0)], total: 2, pageSize: 10, curPageIndex: 1 },
  });
});

const open = (url = '/report') =>
  renderWithApp(<ReportPage code="RoomInventoryReport" />, { path: '/report', url, namespaces: ['reports'] });

describe('ReportPage', () => {
  it("renders the definition's filters, starts at its default dates, and says what it needs before it runs", async () => {
    const { user, search } = await open();
    const filters = await screen.findByTestId('list-filters');
    // Each filter field as its kind: lookups are choices, the destination is typed, the dates a picker.
    expect(within(filters).getByRole('combobox', { name: 'Hotel' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Room type' })).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'Destination (city)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Stay dates' })).toBeInTheDocument();
    // The definition's default range: today and the 29 days after it.
    await waitFor(() => expect(search().get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    const days = (Date.parse(search().get('to')!) - Date.parse(search().get('from')!)) / 86_400_000;
    expect(days).toBe(29);
    // Nothing touched yet: it asks for the filters, and says which one is missing only once Search is pressed.
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('Choose the filters, then Search.');
    expect(empty).not.toHaveTextContent('Required field');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Hotel: Required field');
    expect(apiServer.seen('POST', GENERATE)).toHaveLength(0);
  });

  it('sends the chosen filters on Search and shows the rows under the columns', async () => {
    const { user, search } = await open('/report?from=2026-12-01&to=2026-12-02');
    const filters = await screen.findByTestId('list-filters');
    await user.click(within(filters).getByRole('combobox', { name: 'Hotel' }));
    await user.click(await screen.findByRole('option', { name: 'Hotel Seri Pantai' }));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(apiServer.seen('POST', GENERATE)).toHaveLength(1));
    expect(apiServer.last('POST', GENERATE).body).toEqual({
      reportCode: 'RoomInventoryReport',
      filters: { hotelID: HOTEL, from: '2026-12-01', to: '2026-12-02' },
      pageSize: 10,
      curPageIndex: 1,
      sortKey: 'date',
      sortOrder: 'asc',
    });
    expect(search().get('hotelID')).toBe(HOTEL);
    // The room types offered follow the chosen hotel.
    await waitFor(() => expect(apiServer.last('GET', 'bo/Report/roomInfoID').query.get('hotelID')).toBe(HOTEL));

    const table = screen.getByTestId('report-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Hotel',
      'Room type',
      'Allotment',
      'Held',
      'Sold',
      'Free',
      'Overbooking allowance',
      'Stop sell',
    ]);
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const cell = (index: number, column: string) => rows[index].querySelector(`td[data-column="${column}"]`)?.textContent;
    expect(cell(0, 'roomName')).toBe('Deluxe King');
    expect(cell(0, 'free')).toBe('3');
    expect(cell(1, 'free')).toBe('0');
    expect(cell(1, 'sold')).toBe('8');
    expect(cell(0, 'date')).toBe('2026-Dec-01'); // the spec's date format
    expect(cell(0, 'stopSell')).toBe('No');
  });
});
