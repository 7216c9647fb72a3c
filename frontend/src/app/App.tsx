import { useMemo } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import { store } from './store';
import { cssVariablesResolver, PROGRESS_DEFAULTS, theme, TOAST_DEFAULTS, translatedDefaults } from './theme';

export function App() {
  const { t } = useTranslation();
  // Words inside Mantine's own controls (every modal's close button) follow the chosen language.
  const localizedTheme = useMemo(() => mergeThemeOverrides(theme, translatedDefaults(t)), [t]);
  return (
    <Provider store={store}>
      <MantineProvider theme={localizedTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Notifications {...TOAST_DEFAULTS} />
        <NavigationProgress
          size={PROGRESS_DEFAULTS.size}
          stepInterval={PROGRESS_DEFAULTS.stepInterval}
          aria-label={t('app.loading')}
        />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
