/**
 * spec §2: a login-required error sends the browser to `/?login=true&loginRedirectTo=<path+query>`,
 * and after signing in the user is returned there. A press on a page (a question to the host, 予約へ進む,
 * a heart) opens the same dialog over that page instead (ADR 0035): `<page>?…&login=true&loginRedirectTo=<target>`,
 * so that closing the dialog leaves the visitor where they were.
 */
export const LOGIN_PARAM = 'login';
export const REDIRECT_PARAM = 'loginRedirectTo';

/**
 * Where the dialog opens: over `openedOn` (the page the visitor is on) when given, else at the root
 * (spec §2's shape, for a sign-in-only page entered directly). The target is left out when it is the
 * page the dialog opens over: signing in then simply stays there.
 */
export function loginUrlFor(pathAndQuery: string, openedOn?: string): string {
  const target = safeRedirectTarget(pathAndQuery);
  const page = openedOn ? safeRedirectTarget(openedOn) : null;
  if (page) {
    const url = new URL(page, 'http://x');
    const here = withoutLoginParams(url.pathname, url.search);
    const params = new URLSearchParams(url.search);
    params.delete(LOGIN_PARAM);
    params.delete(REDIRECT_PARAM);
    params.set(LOGIN_PARAM, 'true');
    if (target && target !== here) params.set(REDIRECT_PARAM, target);
    return `${url.pathname}?${params.toString()}`;
  }
  const params = new URLSearchParams({ [LOGIN_PARAM]: 'true' });
  if (target && target !== '/') params.set(REDIRECT_PARAM, target);
  return `/?${params.toString()}`;
}

/**
 * Only a path on this site is followed (`/mypage?tab=1`), never another origin (`//evil.example`,
 * `https://…`, `/\evil`), so the parameter cannot be used as an open redirect.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // A control character (a newline, a tab) has no business in a path and may confuse parsers.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  // What a browser would make of it must still be this site (a backslash later on is read as a slash).
  if (new URL(value, 'http://kurumatabi.invalid').origin !== 'http://kurumatabi.invalid') return null;
  return value;
}

/** The current URL without the sign-in parameters. */
export function withoutLoginParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOGIN_PARAM);
  params.delete(REDIRECT_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Where to go once signed in: the requested page, or the current page without the parameters. */
export function afterLoginTarget(pathname: string, search: string): string {
  const requested = safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
  return requested ?? withoutLoginParams(pathname, search);
}

/**
 * The pages that need a signed-in user (router.tsx's sign-in-only routes; a test holds the two
 * together). A visitor closing the dialog is never sent to one: its loader would open the dialog again.
 */
const SIGNED_IN_ONLY = /^\/(?:(?:mypage|reserves|inquiries|operator)(?:\/|$)|(?:car|spot)\/[^/]+\/reserve\/?$)/;

export function isSignedInOnlyPath(pathname: string): boolean {
  return SIGNED_IN_ONLY.test(pathname);
}

/** A reserve form's listing (`/car/7/reserve` → `/car/7`): the public page behind it. */
const RESERVE_FORM = /^\/(car|spot)\/([^/]+)\/reserve\/?$/;

/**
 * Where closing the dialog goes: the page it was opened over (its URL without the sign-in parameters).
 * At the root with a requested page (spec §2's shape: someone came to a sign-in-only page directly),
 * the requested page itself when it is public, a reserve form's listing with the same dates and people
 * (the listing reads the same parameters), else the home page.
 */
export function closeTarget(pathname: string, search: string): string {
  const here = withoutLoginParams(pathname, search);
  if (pathname !== '/') return here;
  const requested = safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (!requested) return here;
  const url = new URL(requested, 'http://x');
  if (!isSignedInOnlyPath(url.pathname)) return requested;
  const form = RESERVE_FORM.exec(url.pathname);
  return form ? `/${form[1]}/${form[2]}${url.search}` : here;
}

/** Whether two addresses are the same page (the dialog opens and closes on a page without moving it). */
export function samePath(a: string, b: string): boolean {
  return new URL(a, 'http://x').pathname === new URL(b, 'http://x').pathname;
}
