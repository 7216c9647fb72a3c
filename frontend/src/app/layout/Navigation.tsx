import { Group, NavLink, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive, type NavigationEntry } from '../navigation';
import classes from './Shell.module.css';

interface NavigationProps {
  entries: readonly NavigationEntry[];
  /** Called after an entry is chosen (closes the overlay navigation). */
  onNavigate?: () => void;
}

/** Side navigation (vertical layout, and the overlay below 1296 px). */
export function VerticalNavigation({ entries, onNavigate }: NavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} data-testid="nav-vertical">
      {entries.map((entry) => {
        const Icon = entry.icon;
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={t(entry.labelKey)}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={isActive(entry, pathname)}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </nav>
  );
}

/** Top navigation bar under the header (horizontal layout, wide screens). */
export function HorizontalNavigation({ entries }: NavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.horizontal} data-testid="nav-horizontal">
      <Group gap={4} px="md" h="100%" wrap="nowrap">
        {entries.map((entry) => {
          const Icon = entry.icon;
          const active = isActive(entry, pathname);
          return (
            <UnstyledButton
              key={entry.path}
              component={Link}
              to={entry.path}
              className={classes.horizontalLink}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              <Icon size={18} stroke={1.6} />
              <span>{t(entry.labelKey)}</span>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
