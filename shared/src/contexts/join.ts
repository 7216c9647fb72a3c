type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * The type of `{ ...a, ...b, ... }` of parts with distinct keys. The joined objects are written
 * `/* @__PURE__ *\/ Object.assign({}, a, b) as Joined<[typeof a, typeof b]>` rather than spread:
 * the bundler drops a pure call nothing reads (the web app reads PERMISSIONS, never MENU_CODES),
 * and must keep a spread (it may run getters). A type only: nothing of it reaches a bundle.
 */
export type Joined<T extends readonly object[]> = { readonly [K in keyof Intersection<T[number]>]: Intersection<T[number]>[K] };
