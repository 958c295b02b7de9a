import type { MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type LinkProps as RouterLinkProps } from 'react-router';

/**
 * The app's links (ADR 0030, fifth pass). React Router's own `Link` also carries route prefetching,
 * view transitions and its framework mode's module preloads, which this app does not use and every
 * page's first chunk paid for (about 3 KB compressed). These are its plain behaviour: an `href` from
 * the router and a client-side navigation on a plain press (a press with a modifier, a `target`, or
 * `reloadDocument` stays the browser's).
 */
export type LinkProps = Omit<RouterLinkProps, 'prefetch' | 'discover' | 'viewTransition'> & { ref?: Ref<HTMLAnchorElement> };

/** A URL with a scheme (https:, mailto:) leaves the app: a plain anchor. */
const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

export function Link({ to, replace, state, preventScrollReset, relative, reloadDocument, target, onClick, ref, ...rest }: LinkProps) {
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset, relative });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument && !external) navigate(event);
  };
  return <a {...rest} ref={ref} href={external ? to : href} target={target} onClick={handleClick} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on the exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  children?: ReactNode;
};

/** A link that knows whether it leads to the current page (`aria-current="page"`), as React Router's NavLink. */
export function NavLink({ end = false, className, to, relative, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = useResolvedPath(to, { relative }).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const isActive = current === target || (!end && current.startsWith(base) && current.charAt(base.length) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : className;
  return <Link {...rest} to={to} relative={relative} aria-current={isActive ? 'page' : undefined} className={classes} />;
}
