import { ColorSwatch, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSocketStatus } from '../../lib/socket';

const COLORS = {
  connected: 'var(--mantine-color-green-6)',
  connecting: 'var(--mantine-color-yellow-6)',
  disconnected: 'var(--mantine-color-gray-5)',
};

/** A dot telling whether server pushes (notifications, live list updates) are arriving. */
export function LiveStatus() {
  const { t } = useTranslation();
  const status = useSocketStatus();
  const label = t(`live.${status}`);
  return (
    <Tooltip label={label}>
      <ColorSwatch
        color={COLORS[status]}
        size={10}
        withShadow={false}
        role="status"
        aria-label={label}
        data-live-status={status}
      />
    </Tooltip>
  );
}
