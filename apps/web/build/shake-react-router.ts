import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** React Router's production chunks (its one module of components, hooks and the router). */
const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
const FORWARD_REF = /= (\w+)\.forwardRef\(/g;
const DISPLAY_NAME = /^\w+\.displayName = "\w+";$/gm;

/**
 * Lets the bundler drop what the app does not use of React Router (ADR 0030, fifth pass).
 *
 * Its production build still names its components and contexts for React's developer tools
 * (`Link.displayName = "Link"`, top-level statements) and makes its components with `forwardRef`
 * calls that are not marked pure. Either keeps every component in the first chunk of every page,
 * used or not: `Link` with its route prefetching and module preloads, `NavLink`, `Form` with the
 * whole submission machinery (`useSubmit`, the encodings), `ScrollRestoration`… (3.4 KB compressed).
 * This marks the `forwardRef` calls pure and removes the display names, which only the developer
 * tools read. Client builds only; the server bundle keeps the package as it is.
 */
export function shakeReactRouter(): Plugin {
  return {
    name: 'kurumatabi:shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const { code: shaken, map, changes } = shakeRouterChunk(code, id);
      return changes === 0 ? null : { code: shaken, map };
    },
  };
}

/** The transform itself, with how many statements it changed (the unit test reads the installed package with it). */
export function shakeRouterChunk(code: string, id: string) {
  const out = new MagicString(code);
  let changes = 0;
  for (const match of code.matchAll(FORWARD_REF)) {
    out.appendLeft(match.index + 2, '/* @__PURE__ */ ');
    changes += 1;
  }
  for (const match of code.matchAll(DISPLAY_NAME)) {
    out.remove(match.index, match.index + match[0].length);
    changes += 1;
  }
  return { code: out.toString(), map: out.generateMap({ source: id, hires: true }), changes };
}
