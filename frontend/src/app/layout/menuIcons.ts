import {
  IconAdjustments,
  IconBed,
  IconBuilding,
  IconBuildingStore,
  IconCalendarEvent,
  IconCash,
  IconChartBar,
  IconCreditCard,
  IconDatabase,
  IconFileInvoice,
  IconFileText,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconListDetails,
  IconListTree,
  IconLock,
  IconMail,
  IconPercentage,
  IconPlane,
  IconPoint,
  IconReceipt,
  IconReportAnalytics,
  IconServer,
  IconSettings,
  IconShieldLock,
  IconUser,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type NavigationIcon = ComponentType<{ size?: number | string; stroke?: number }>;

/**
 * Menu entries name their icon in Tabler's kebab case (`identity.menus.icon`); only the icons
 * listed here are bundled. An unknown name shows a dot rather than failing.
 */
const ICONS: Record<string, NavigationIcon> = {
  adjustments: IconAdjustments,
  bed: IconBed,
  building: IconBuilding,
  'building-store': IconBuildingStore,
  'calendar-event': IconCalendarEvent,
  cash: IconCash,
  'chart-bar': IconChartBar,
  'credit-card': IconCreditCard,
  database: IconDatabase,
  'file-invoice': IconFileInvoice,
  'file-text': IconFileText,
  history: IconHistory,
  home: IconHome,
  'layout-dashboard': IconLayoutDashboard,
  'list-details': IconListDetails,
  'list-tree': IconListTree,
  lock: IconLock,
  mail: IconMail,
  percentage: IconPercentage,
  plane: IconPlane,
  receipt: IconReceipt,
  'report-analytics': IconReportAnalytics,
  server: IconServer,
  settings: IconSettings,
  'shield-lock': IconShieldLock,
  user: IconUser,
  'user-plus': IconUserPlus,
  users: IconUsers,
  'users-group': IconUsersGroup,
  world: IconWorld,
};

export function menuIcon(name: string | null | undefined): NavigationIcon {
  return (name && ICONS[name]) || IconPoint;
}
