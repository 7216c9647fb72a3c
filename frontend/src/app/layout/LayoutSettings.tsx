import { IconLayoutNavbar, IconLayoutSidebar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from './ChoiceMenu';
import type { NavigationLayout } from './navigationLayout';

/** Vertical or horizontal navigation (header control, wide screens only). */
export function LayoutSettings({ value, onChange }: { value: NavigationLayout; onChange: (value: NavigationLayout) => void }) {
  const { t } = useTranslation();
  const choices = [
    { value: 'vertical', label: t('layout.vertical'), icon: IconLayoutSidebar, testId: 'layout-vertical' },
    { value: 'horizontal', label: t('layout.horizontal'), icon: IconLayoutNavbar, testId: 'layout-horizontal' },
  ] as const;
  return <ChoiceMenu label={t('layout.label')} value={value} choices={choices} onChange={onChange} testId="layout-settings" />;
}
