import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A parameter's value to keep: a string is written, null removes it, undefined leaves it as it is. */
export type UrlValues = Record<string, string | null | undefined>;

/** The query string with `values` applied (the other parameters kept, in their order), or null when nothing changes. */
export function applyToSearch(search: string, values: UrlValues): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || params.get(key) === value) continue;
    if (value === null) {
      if (!params.has(key)) continue;
      params.delete(key);
    } else params.set(key, value);
    changed = true;
  }
  if (!changed) return null;
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Keeps a screen's choices in its address as they change (ADR 0035): a shared link, a reload, the sign-in
 * dialog's way back and a page sending the guest away and back (the licence page) all find them there.
 * A replace, not a push (the page does not change: no history entry, no scroll to the top).
 */
export function useKeepInUrl(values: UrlValues): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const next = applyToSearch(search, values);
  useEffect(() => {
    if (next !== null) void navigate({ pathname, search: next, hash }, { replace: true, preventScrollReset: true });
  }, [next, navigate, pathname, hash]);
}
