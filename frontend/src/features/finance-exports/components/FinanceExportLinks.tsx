import { Group } from '@mantine/core';
import { IconFileAnalytics, IconTableExport } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../ui/LinkButton';

const SCREENS = [
  { key: 'reportsGeneration', word: 'documentsReport', icon: IconFileAnalytics },
  { key: 'dataExtraction', word: 'dataExtraction', icon: IconTableExport },
] as const;

/**
 * The two finance export screens, each a link to the other (the menu entry 'finance-reports'
 * opens the first): the current one marked as the page shown.
 */
export function FinanceExportLinks({ current }: { current: (typeof SCREENS)[number]['key'] }) {
  const { t } = useTranslation('finance-exports');
  return (
    <Group component="nav" aria-label={t('screens.label')} gap="xs" data-testid="finance-export-links">
      {SCREENS.map(({ key, word, icon: Icon }) => (
        <LinkButton
          key={key}
          to={SCREEN_PATHS[key]}
          size="xs"
          variant={key === current ? 'light' : 'subtle'}
          icon={<Icon size={16} />}
          aria-current={key === current ? 'page' : undefined}
          testId={`finance-export-link-${key}`}
        >
          {t(`screens.${word}`)}
        </LinkButton>
      ))}
    </Group>
  );
}
