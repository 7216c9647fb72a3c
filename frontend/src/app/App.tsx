import { lazy, Suspense, useMemo } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import { store } from './store';
import { cssVariablesResolver, theme, translatedDefaults } from './theme';
import './global.css';

/** Toasts and the progress bar: loaded beside the first screen, not before it. */
const Overlays = lazy(() => import('./Overlays'));

export function App() {
  const { t } = useTranslation();
  // Words inside Mantine's own controls (every modal's close button) follow the chosen language.
  const localizedTheme = useMemo(() => mergeThemeOverrides(theme, translatedDefaults(t)), [t]);
  return (
    <Provider store={store}>
      <MantineProvider theme={localizedTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
