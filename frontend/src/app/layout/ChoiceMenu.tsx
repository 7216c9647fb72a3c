import type { ComponentType } from 'react';
import { ActionIcon, Menu } from '@mantine/core';

type Icon = ComponentType<{ size?: number | string; stroke?: number }>;

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** The header button's icon while this choice holds (and the item's, with `itemIcons`). */
  icon: Icon;
  testId?: string;
}

/**
 * A header control choosing one of a few settings (theme, navigation layout): an icon button named
 * '<label>: <current choice>' opening a menu of the choices.
 */
export function ChoiceMenu<V extends string>(props: {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Each item shows its choice's icon too. */
  itemIcons?: boolean;
  testId: string;
}) {
  const { label, value, choices, onChange, itemIcons, testId } = props;
  const current = choices.find((choice) => choice.value === value) ?? choices[0];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${label}: ${current.label}`} data-testid={testId}>
          <current.icon size={20} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.RadioGroup
          value={value}
          onChange={(next) => onChange(choices.find((choice) => choice.value === next)?.value ?? value)}
        >
          {choices.map((choice) => (
            <Menu.RadioItem
              key={choice.value}
              value={choice.value}
              closeMenuOnClick
              rightSection={itemIcons ? <choice.icon size={16} stroke={1.6} /> : undefined}
              data-testid={choice.testId}
            >
              {choice.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
