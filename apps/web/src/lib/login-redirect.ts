/**
 * spec §2: a login-required error sends the browser to `/?login=true&loginRedirectTo=<path+query>`,
 * and after signing in the user is returned there.
 */
export const LOGIN_PARAM = 'login';
export const REDIRECT_PARAM = 'loginRedirectTo';

export function loginUrlFor(pathAndQuery: string): string {
  const params = new URLSearchParams({ [LOGIN_PARAM]: 'true' });
  const target = safeRedirectTarget(pathAndQuery);
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
  return value;
}

/** The current URL without the sign-in parameters: where to stay after closing the dialog. */
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
