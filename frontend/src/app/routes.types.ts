import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { NavigationEntry } from './navigation';
import { loadNamespace } from './i18n';

/**
 * What a feature contributes to the router (its `routes.tsx` exports `routes: FeatureRoutes`;
 * app/router.tsx merges every `features/<context>/routes.tsx` it finds).
 */
export interface FeatureRoutes {
  /** Screens in the blank layout that need no sign-in (login, forgot password, reset password ...). */
  blank?: RouteObject[];
  /** Screens of the signed-in app, rendered inside the default layout. */
  app?: RouteObject[];
  /** Entries the feature adds to the shell's navigation (app/navigation.ts). */
  navigation?: NavigationEntry[];
}

/**
 * A route `lazy` that downloads the screen's code together with its strings, so each feature is
 * its own chunk and the first paint already speaks the user's language.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), ...namespaces.map((namespace) => loadNamespace(namespace))]);
    return { Component: pick(module) };
  };
}
