import { Fragment } from 'react';
import { Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive, type NavGroup, type NavItem } from '../navigation';
import classes from './Shell.module.css';

interface NavigationProps {
  groups: readonly NavGroup[];
  /** Called after an entry is chosen (closes the overlay navigation). */
  onNavigate?: () => void;
}

function containsActive(item: NavItem, pathname: string): boolean {
  return isActive(item, pathname) || item.children.some((child) => containsActive(child, pathname));
}

function VerticalItem({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate?: () => void }) {
  const Icon = item.icon;
  const hasChildren = item.children.length > 0;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      leftSection={<Icon size={20} stroke={1.6} />}
      active={isActive(item, pathname)}
      onClick={hasChildren ? undefined : onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      defaultOpened={hasChildren && containsActive(item, pathname)}
      data-menu-code={item.key}
    >
      {hasChildren
        ? item.children.map((child) => <VerticalItem key={child.key} item={child} pathname={pathname} onNavigate={onNavigate} />)
        : undefined}
    </NavLink>
  );
}

/**
 * Side navigation (vertical layout, and the overlay below 1296 px): a heading per category when
 * it changes, then each group's name and its entries.
 */
export function VerticalNavigation({ groups, onNavigate }: NavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} data-testid="nav-vertical">
      {groups.map((group, index) => {
        const newCategory = group.category && group.category !== groups[index - 1]?.category;
        return (
          <Fragment key={group.key}>
            {newCategory && index > 0 && <div className={classes.categoryGap} aria-hidden />}
            <div
              role="group"
              aria-label={group.label || undefined}
              data-nav-group={group.label}
              data-nav-category={group.category}
            >
              {group.label && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                  {group.label}
                </Text>
              )}
              {group.items.map((item) => (
                <VerticalItem key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
              ))}
            </div>
          </Fragment>
        );
      })}
    </nav>
  );
}

function HorizontalLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const Icon = item.icon;
  const active = isActive(item, pathname);
  return (
    <UnstyledButton
      component={Link}
      to={item.path}
      className={classes.horizontalLink}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <Icon size={18} stroke={1.6} />
      <span>{item.label}</span>
    </UnstyledButton>
  );
}

/**
 * Top navigation bar under the header (horizontal layout, wide screens): a group with one entry
 * is a link, a larger group a drop-down named after the group.
 */
export function HorizontalNavigation({ groups }: NavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.horizontal} data-testid="nav-horizontal">
      <Group gap={4} px="md" h="100%" wrap="nowrap">
        {groups.flatMap((group) => {
          const single = group.items.length === 1 && group.items[0].children.length === 0;
          if (single || !group.label)
            return group.items.map((item) => <HorizontalLink key={item.key} item={item} pathname={pathname} />);
          const items = group.items.flatMap((item) => [item, ...item.children]);
          const active = items.some((item) => isActive(item, pathname));
          const Icon = group.items[0].icon;
          return [
            <Menu key={group.key} position="bottom-start" withinPortal trigger="click-hover" openDelay={80} closeDelay={150}>
              <Menu.Target>
                <UnstyledButton className={classes.horizontalLink} data-active={active || undefined}>
                  <Icon size={18} stroke={1.6} />
                  <span>{group.label}</span>
                  <IconChevronDown size={14} stroke={1.6} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {items.map((item) => {
                  const ItemIcon = item.icon;
                  const current = isActive(item, pathname);
                  return (
                    <Menu.Item
                      key={item.key}
                      component={Link}
                      to={item.path}
                      leftSection={<ItemIcon size={16} stroke={1.6} />}
                      aria-current={current ? 'page' : undefined}
                      fw={current ? 700 : undefined}
                    >
                      {item.label}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>,
          ];
        })}
      </Group>
    </nav>
  );
}
