import { ActionIcon, Anchor, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allNotificationsRead, notificationRead, selectNotifications, selectUnreadCount } from '../../lib/notifications';
import { formatDate } from '../../ui/dates';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Notifications pushed over the live channel: unread count, the list, mark all read. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotifications);
  const unread = useAppSelector(selectUnreadCount);
  const label = unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <Popover position="bottom-end" width={340} withinPortal shadow="md">
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={16}
        disabled={unread === 0}
        offset={6}
        data-testid="notifications-count"
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid="notifications-bell">
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="xs">
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            disabled={unread === 0}
            onClick={() => dispatch(allNotificationsRead())}
            data-testid="notifications-mark-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" px="md" pb="md">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="notifications-list">
              {items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    w="100%"
                    px="md"
                    py="xs"
                    onClick={() => dispatch(notificationRead(item.id))}
                    data-unread={!item.read || undefined}
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Text size="sm" fw={item.read ? 400 : 700}>
                      {item.title}
                    </Text>
                    {item.body && (
                      <Text size="xs" c="dimmed">
                        {item.body}
                      </Text>
                    )}
                    <Group justify="space-between" gap="xs">
                      <Text size="xs" c="dimmed">
                        {formatDate(item.at, 'displayDateTime') || item.at}
                      </Text>
                      {item.link && (
                        <Anchor component={Link} to={item.link} size="xs">
                          {t('notifications.open')}
                        </Anchor>
                      )}
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
