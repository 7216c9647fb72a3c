import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { permission, SCREEN_PATHS, type MenuCode, type MenuFunction, type ScreenKey } from '@bo/shared';
import { RequirePermission } from '../ui/RequirePermission';
import { lazyScreen } from './routes.types';

/**
 * One screen of a feature, declared once in its `routes.tsx`: the path (its key in the shared
 * SCREEN_PATHS catalogue, which links, menu seeds and browser tests import too), the server menu
 * entry it belongs to, and the function of that entry a user must hold to open it. The router
 * checks that permission and shows the not-authorized page (401) to others: pages do not.
 */
export interface ScreenDefinition<M> {
  /** Key of the screen's path in SCREEN_PATHS (`:ID` is the route parameter). */
  screen: ScreenKey;
  /** Code of the server menu entry (identity.menus) the screen belongs to. */
  menu?: MenuCode;
  /** Function of `menu` the user must be granted (`<menu>.<need>`); with `menu` only, 'view'. */
  need?: MenuFunction;
  /** The screen's code and the component to render, downloaded with `namespaces` (one lazy chunk). */
  load: () => Promise<M>;
  pick: (module: M) => ComponentType;
  namespaces?: string[];
}

/** The permission a definition asks for, if any. */
export function screenPermission(definition: Pick<ScreenDefinition<unknown>, 'menu' | 'need'>): string | undefined {
  return definition.menu ? permission(definition.menu, definition.need ?? 'view') : undefined;
}

function guarded(Screen: ComponentType, required: string): ComponentType {
  function GuardedScreen() {
    return (
      <RequirePermission permission={required}>
        <Screen />
      </RequirePermission>
    );
  }
  GuardedScreen.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return GuardedScreen;
}

/** What a screen's route carries for the shell (`handle`): the navigation matches server menu entries by it. */
export interface ScreenHandle {
  screen: ScreenKey;
  menu?: MenuCode;
  need: MenuFunction;
}

/** The route of a screen definition: its path from SCREEN_PATHS, lazy code + strings, the permission check. */
export function screenRoute<M>(definition: ScreenDefinition<M>): RouteObject {
  const required = screenPermission(definition);
  const load = lazyScreen(definition.load, definition.pick, definition.namespaces);
  const handle: ScreenHandle = { screen: definition.screen, menu: definition.menu, need: definition.need ?? 'view' };
  return {
    path: SCREEN_PATHS[definition.screen],
    handle,
    lazy: async () => {
      const { Component } = await load();
      return { Component: required ? guarded(Component, required) : Component };
    },
  };
}

/**
 * Who may open a screen: a server menu entry's code (its 'view'), or `<menu code>.<function>` for
 * another function of it (the permission string itself); left out, every user of the layout.
 */
export type ScreenAccess = MenuCode | `${MenuCode}.${MenuFunction}`;

/** The exports of a screen module that are components (what a screen may render). */
type ComponentExport<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/**
 * `screenRoute` for every screen of a feature, sharing its string namespaces: one line a screen,
 * `screen(key, () => import('./components/XPage'), 'XPage', 'menu-code.function')` (the lazy
 * module, the component it exports by that name, who may open it).
 */
export function screensOf(namespaces: string[]) {
  return <M,>(screen: ScreenKey, load: () => Promise<M>, component: ComponentExport<M>, access?: ScreenAccess) => {
    const [menu, need] = (access?.split('.') ?? []) as [MenuCode?, MenuFunction?];
    return screenRoute({ screen, menu, need, load, pick: (module) => module[component] as ComponentType, namespaces });
  };
}
