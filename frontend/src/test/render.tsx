import { Suspense, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../app/i18n';
import { createStore } from '../app/store';
import { cssVariablesResolver, theme } from '../app/theme';

export interface RenderOptions {
  /** The route's path pattern (default '/list'). */
  path?: string;
  /** Where the router starts (default `path`), e.g. '/list?curPageIndex=2'. */
  url?: string;
  /** The signed-in user's permissions ('*' holds all). */
  permissions?: string[];
  /** Feature catalogues the screen uses (`useTranslation('users')`), loaded before it renders. */
  namespaces?: string[];
}

/**
 * Renders `ui` as the app does (app/App.tsx): the real store (session of a signed-in user, RTK
 * Query), Mantine with the app's theme, a router at `url`. Mantine's `env="test"` turns off
 * transitions and portals, so dialogs and menus are in the container as soon as they open.
 * Answers the store, the router (its location is the list's URL state) and a user-event session.
 */
export async function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/list', permissions = ['*'], namespaces = [] } = options;
  await i18n.loadNamespaces(namespaces);
  const store = createStore({
    token: 'test-token',
    user: {
      userID: '00000000-0000-4000-8000-000000000001',
      username: 'tester',
      firstName: 'Test',
      lastName: 'User',
      email: 'tester@example.com',
      role: 'ADMIN',
      merchantCode: null,
      organizationId: null,
      permissions,
    },
    expiresAt: Date.now() + 3_600_000,
    endedNotice: null,
  });
  const router = createMemoryRouter(
    [
      { path, element: <Suspense fallback={null}>{ui}</Suspense> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [options.url ?? path] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  /** The current URL's search parameters (what a bookmark keeps). */
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, store, router, user, search };
}
