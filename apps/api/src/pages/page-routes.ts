import { matchPageRoute, type ContentPageKind, type PageHeadSpec, type SearchTarget } from '@kurumatabi/contract/pages';

/**
 * Which page a path is, read from the one page declaration (`@kurumatabi/contract/pages`, ADR 0053) that
 * the web's router is built from: the server needs it for the head, the status and the caching of a page
 * (ADR 0029). A path the declaration does not know is `notFound` (404).
 */
export type ContentPage =
  | { kind: Exclude<ContentPageKind, 'articleCategory' | 'articleTag' | 'article' | 'newsItem' | 'interview'> }
  | { kind: 'articleCategory' | 'articleTag' | 'article' | 'newsItem' | 'interview'; slug: string };

export type PageMatch =
  | { kind: 'home' }
  | { kind: 'search'; target: SearchTarget }
  | { kind: 'car'; id: string }
  | { kind: 'spot'; id: string }
  | { kind: 'listingReviews'; target: 'car' | 'spot'; id: string }
  /** One published review (404 for anything else). */
  | { kind: 'review'; id: string }
  | { kind: 'faq' }
  | { kind: 'static'; path: string; title: string; description?: string }
  /** Articles, news, owner interviews and the share page (issue 15). */
  | { kind: 'content'; page: ContentPage }
  /** Signed-in screens (my page, operators, reservations, conversations) and the password reset: the shell, never indexed or cached. */
  | { kind: 'private' }
  | { kind: 'notFound' };

/** A public page's match from its declared head and the path's one parameter (an id or a slug), if any. */
function publicMatch(head: PageHeadSpec, path: string, param: string): PageMatch {
  switch (head.kind) {
    case 'fixed':
      return {
        kind: 'static',
        path: head.canonical ?? path,
        title: head.title,
        ...(head.description ? { description: head.description } : {}),
      };
    case 'home':
    case 'faq':
      return { kind: head.kind };
    case 'search':
      return { kind: 'search', target: head.target };
    case 'listing':
      return { kind: head.target, id: param };
    case 'listingReviews':
      return { kind: 'listingReviews', target: head.target, id: param };
    case 'review':
      return { kind: 'review', id: param };
    case 'content':
      return { kind: 'content', page: (param ? { kind: head.page, slug: param } : { kind: head.page }) as ContentPage };
  }
}

export function matchPage(pathname: string): PageMatch {
  const match = matchPageRoute(pathname);
  if (!match) return { kind: 'notFound' };
  if (!('route' in match) || match.route.audience === 'private') return { kind: 'private' };
  // Ids in lower case: the listing's and review's own (the path reads them whatever their case).
  const [[name, value] = ['', '']] = Object.entries(match.params);
  const param = match.route.params?.[name] === 'uuid' ? value.toLowerCase() : value;
  return publicMatch(match.route.head, match.route.path, param);
}
