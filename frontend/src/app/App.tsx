import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import { store } from './store';
import { cssVariablesResolver, PROGRESS_DEFAULTS, theme, TOAST_DEFAULTS } from './theme';

export function App() {
  const { t } = useTranslation();
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
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
