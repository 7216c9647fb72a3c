import { useLocalStorage, useMediaQuery } from '@mantine/hooks';

/** Vertical (side) navigation is the default (spec section 1); the choice is kept in localStorage. */
export type NavigationLayout = 'vertical' | 'horizontal';
export const NAVIGATION_LAYOUT_KEY = 'bo.layout.navigation';
export const DEFAULT_NAVIGATION_LAYOUT: NavigationLayout = 'vertical';

/**
 * Below this width the side navigation is an overlay opened with the burger, and the layout is
 * vertical whatever the choice (spec section 9: overlay below 1296 px = large breakpoint + 16).
 */
export const OVERLAY_NAVIGATION_BELOW_PX = 1296;
export const OVERLAY_BREAKPOINT = `${OVERLAY_NAVIGATION_BELOW_PX / 16}em`;

export function useNavigationLayout() {
  const [stored, setStored] = useLocalStorage<NavigationLayout>({
    key: NAVIGATION_LAYOUT_KEY,
    defaultValue: DEFAULT_NAVIGATION_LAYOUT,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value === 'horizontal' ? 'horizontal' : 'vertical'),
  });
  const wide = useMediaQuery(`(min-width: ${OVERLAY_BREAKPOINT})`, window.innerWidth >= OVERLAY_NAVIGATION_BELOW_PX, {
    getInitialValueInEffect: false,
  });
  /** What is shown: horizontal only on wide screens. */
  const effective: NavigationLayout = wide ? stored : 'vertical';
  return { chosen: stored, effective, wide, setLayout: setStored };
}
