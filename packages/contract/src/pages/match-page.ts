import {
  PRIVATE_AREAS,
  privatePageRoutes,
  publicPageRoutes,
  type PageRoute,
  type ParamRule,
  type PrivatePageRoute,
  type PublicPageRoute,
} from './page-routes.js';

export * from './page-routes.js';

/** Every declared page, public ones first (a public path is never taken for a private one). */
export const pageRoutes: readonly PageRoute[] = [...publicPageRoutes, ...privatePageRoutes];

const RULES: Record<ParamRule, string> = {
  uuid: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
  // A content item's, category's or tag's URL name (ADR 0031), at most 80 characters.
  slug: '(?=[a-z0-9-]{1,80}(?:/|$))[a-z0-9]+(?:-[a-z0-9]+)*',
  segment: '[^/]+',
};

/** A route's path as a pattern: ids are read whatever their case (given back as written). */
function patternOf(route: PageRoute): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const rule = route.params?.[name];
    if (!rule) throw new Error(`${route.path}: the parameter ${name} has no rule`);
    names.push(name);
    return `(${RULES[rule]})`;
  });
  const caseless = Object.values(route.params ?? {}).includes('uuid');
  return { pattern: new RegExp(`^${source}$`, caseless ? 'i' : ''), names };
}

let compiled: { route: PageRoute; pattern: RegExp; names: string[] }[] | null = null;
/** The routes' patterns, made on first use (the browser's router never matches with them). */
const compiledRoutes = () => (compiled ??= pageRoutes.map((route) => ({ route, ...patternOf(route) })));

export type PageRouteMatch<R extends PageRoute = PageRoute> = { route: R; params: Record<string, string> };

/** A path without its trailing slash: the same page to the web's router. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The declared page of a path, with its parameters; an undeclared path under a signed-in area is that
 * area's page (its own not-found screen, in the browser); null: no page (404).
 */
export function matchPageRoute(pathname: string): PageRouteMatch | { area: keyof typeof PRIVATE_AREAS } | null {
  const path = pagePath(pathname);
  for (const { route, pattern, names } of compiledRoutes()) {
    const found = pattern.exec(path);
    if (!found) continue;
    return { route, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
  }
  for (const [area, prefix] of Object.entries(PRIVATE_AREAS) as [keyof typeof PRIVATE_AREAS, string][])
    if (path === prefix || path.startsWith(`${prefix}/`)) return { area };
  return null;
}

/** The public page of a path, or null (a private page or none). */
export function matchPublicPage(pathname: string): PageRouteMatch<PublicPageRoute> | null {
  const match = matchPageRoute(pathname);
  return match && 'route' in match && match.route.audience === 'public' ? (match as PageRouteMatch<PublicPageRoute>) : null;
}

/** A concrete URL of a route, its parameters filled in (tests and examples). */
export function examplePath(route: PageRoute, values: Partial<Record<ParamRule, string>> = {}): string {
  const fill: Record<ParamRule, string> = {
    uuid: '0b8f4c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    slug: 'winter-shachuhaku',
    segment: 'x1',
    ...values,
  };
  return route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => fill[route.params?.[name] ?? 'segment']);
}

/** The paths of sitemap-pages.xml: the public pages marked for it. */
export function sitemapPaths(): string[] {
  return publicPageRoutes.filter((route) => route.sitemap).map((route) => route.path);
}

export type { PrivatePageRoute, PublicPageRoute };
