import { useMemo } from 'react';
import { hasPermission } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../lib/session';
import { useAppSelector } from '../hooks';
import { useUserMenuQuery } from '../menu.api';
import { fallbackNavigation, menuNavigation, type NavGroup } from '../navigation';
import { DECLARED_SCREENS, hasScreen } from '../screens';

/** The navigation groups of the signed-in user, in the UI language (server menu, else fallback). */
export function useNavigation(): { groups: NavGroup[]; fromServer: boolean } {
  const { t, i18n } = useTranslation();
  const permissions = useAppSelector(selectUser)?.permissions;
  const { data: menu } = useUserMenuQuery();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () =>
      menu
        ? {
            groups: menuNavigation(menu, language, {
              hasScreen,
              screens: DECLARED_SCREENS,
              can: (required) => hasPermission(permissions ?? [], required),
            }),
            fromServer: true,
          }
        : { groups: fallbackNavigation(permissions ?? [], (key) => t(key)), fromServer: false },
    [menu, language, permissions, t],
  );
}
