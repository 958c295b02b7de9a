/**
 * Every heading anchor starts with this, and no element id of the page does (ADR 0044): a heading
 * 「ssr-state」 or 「root」 would otherwise come before the page's own element in the document, be
 * found in its place, and the page would not hydrate.
 */
export const HEADING_ID_PREFIX = 'h-';

/**
 * An in-page link as an author writes it, to the heading's text (`[準備](#準備するもの)`), pointed
 * at the prefixed anchor the heading got; any other link is kept as written.
 */
export function linkToHeading(href: string, headingIds: ReadonlySet<string>): string {
  if (!href.startsWith('#') || href.startsWith(`#${HEADING_ID_PREFIX}`)) return href;
  let fragment = href.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: compared as written.
  }
  return headingIds.has(`${HEADING_ID_PREFIX}${fragment}`) ? `#${HEADING_ID_PREFIX}${href.slice(1)}` : href;
}
