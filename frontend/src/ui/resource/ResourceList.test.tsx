import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserListRow } from '@bo/shared';
import { ManageUserPage } from '../../features/users/components/ManageUserPage';
import { apiServer, type SeenRequest } from '../../test/api-server';
import { renderWithApp } from '../../test/render';

/*
 * ResourceList from a real list definition (the users list, features/users ManageUserPage) over
 * the real RTK Query endpoint; the API is a local HTTP server answering in the shared schemas.
 */
const LIST = 'bo/User/userList';

const user = (n: number, changes: Partial<UserListRow> = {}): UserListRow => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  username: `user${n}`,
  fullName: `Person Number ${n}`,
  email: `user${n}@example.com`,
  contactNumber: null,
  role: 'ADMIN',
  roleName: 'Administrator',
  level: null,
  idType: null,
  idNumber: null,
  organizationId: null,
  organizationName: null,
  status: 'A',
  active: true,
  createdAt: '2026-11-02T03:04:05.000Z',
  lastLoginAt: null,
  ...changes,
});

/** 23 users; the answer is the page the query asks for. */
const everyone = Array.from({ length: 23 }, (_, i) => user(i + 1));
const answerPages = (rows: UserListRow[] = everyone) =>
  apiServer.answer('GET', LIST, ({ query }: SeenRequest) => {
    const pageSize = Number(query.get('pageSize'));
    const page = Number(query.get('curPageIndex'));
    return {
      body: { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, pageSize, curPageIndex: page },
    };
  });

beforeEach(() => {
  apiServer.answer('GET', 'bo/Form/usermanagement/init', {
    body: {
      roles: [{ value: 'ADMIN', label: 'Administrator' }],
      levels: {},
      idTypes: [],
      titles: [],
      statuses: [],
      activeFilter: [],
      pageSizes: [10, 25, 50],
      organizations: [],
    },
  });
});

const table = () => screen.getByTestId('user-table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const open = () => renderWithApp(<ManageUserPage />, { namespaces: ['users'] });

describe('ResourceList', () => {
  it('shows the rows of the first page the API answers, and the range', async () => {
    answerPages();
    await open();
    expect(await within(table()).findByText('user1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[9]).getByText('user10@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–10 of 23');
    const first = apiServer.last('GET', LIST).query;
    expect(first.get('curPageIndex')).toBe('1');
    expect(first.get('pageSize')).toBe('10');
    // The list definition's default sort: newest first.
    expect([first.get('sortKey'), first.get('sortOrder')]).toEqual(['createdAt', 'desc']);
  });

  it('asks for page 2 when the next page is chosen, and keeps it in the URL', async () => {
    answerPages();
    const { user: clicker, search } = await open();
    await within(table()).findByText('user1');
    await clicker.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table()).findByText('user11')).toBeInTheDocument();
    expect(apiServer.last('GET', LIST).query.get('curPageIndex')).toBe('2');
    expect(search().get('curPageIndex')).toBe('2');
    expect(screen.getByTestId('list-range')).toHaveTextContent('11–20 of 23');
  });

  it('sorts by a header click: ascending first, then descending', async () => {
    answerPages();
    const { user: clicker, search } = await open();
    await within(table()).findByText('user1');
    const header = screen.getByTestId('sort-email');
    await clicker.click(header);
    await waitFor(() => expect(apiServer.last('GET', LIST).query.get('sortKey')).toBe('email'));
    expect(apiServer.last('GET', LIST).query.get('sortOrder')).toBe('asc');
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await clicker.click(header);
    await waitFor(() => expect(apiServer.last('GET', LIST).query.get('sortOrder')).toBe('desc'));
    expect(search().get('sortKey')).toBe('email');
    expect(search().get('sortOrder')).toBe('desc');
  });

  it('sends a typed filter once Search is pressed, and writes it to the URL', async () => {
    answerPages();
    const { user: clicker, search } = await open();
    await within(table()).findByText('user1');
    const filters = screen.getByTestId('list-filters');
    await clicker.type(within(filters).getByRole('textbox', { name: 'Email' }), 'ali@');
    // Typing alone asks nothing: the filter is applied by Search.
    expect(apiServer.seen('GET', LIST).some((call) => call.query.get('email'))).toBe(false);
    await clicker.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(apiServer.last('GET', LIST).query.get('email')).toBe('ali@'));
    expect(search().get('email')).toBe('ali@');
  });

  it('says so when nothing matches', async () => {
    answerPages([]);
    await open();
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No records found.');
    expect(screen.getByTestId('list-range')).toHaveTextContent('0–0 of 0');
  });

  it('asks before deactivating a user, and calls the API only once confirmed', async () => {
    const ali = user(7, { fullName: 'Ali Bin Abu', username: 'ali' });
    answerPages([ali]);
    apiServer.answer('POST', 'bo/User/status/update', {
      body: { code: 'USER_DEACTIVATED', message: 'User deactivated.', status: 'D' },
    });
    const { user: clicker } = await open();
    await clicker.click(await screen.findByRole('button', { name: 'Actions for ali' }));
    await clicker.click(screen.getByRole('menuitem', { name: 'Deactivate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    expect(dialog).toHaveTextContent('Ali Bin Abu (ali) will no longer be able to sign in until activated again.');
    expect(apiServer.seen('POST', 'bo/User/status/update')).toHaveLength(0);
    await clicker.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiServer.seen('POST', 'bo/User/status/update')).toHaveLength(0);

    await clicker.click(screen.getByRole('button', { name: 'Actions for ali' }));
    await clicker.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    await clicker.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(apiServer.seen('POST', 'bo/User/status/update')).toHaveLength(1));
    expect(apiServer.last('POST', 'bo/User/status/update').body).toEqual({ userId: ali.userId, action: 'deactivate' });
  });
});
