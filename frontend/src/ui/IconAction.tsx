import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Shown = Pick<ActionIconProps, 'variant' | 'color' | 'size' | 'ml' | 'mt' | 'mb'>;

/**
 * An icon button of a record (a row, a photo) with its label as tooltip; what a screen reader
 * hears names the record too (`<label>: <of>`).
 */
export function TipAction({
  label,
  of,
  icon: Icon,
  onClick,
  disabled,
  testId,
  variant = 'subtle',
  ...shown
}: Shown & {
  label: string;
  of: string;
  icon: ComponentType<{ size?: number | string }>;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={variant}
        {...shown}
        aria-label={`${label}: ${of}`}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      >
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The red bin that removes one row of a form's list (a bed, a mark-up row); the last one stays. */
export function RemoveRowButton({
  label,
  onClick,
  disabled,
  testId,
  ...shown
}: Pick<ActionIconProps, 'mt' | 'mb'> & { label: string; onClick: () => void; disabled: boolean; testId?: string }) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      {...shown}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
}
