import { useEffect, type ComponentProps, type JSX } from 'react';
import { createPath, Link as RouterLink, useLocation, useNavigate } from 'react-router';

type RouterLinkProps = ComponentProps<typeof RouterLink>;

/** Marks the anchors that navigate in the page through `useAppLinkNavigation` (ADR 25). */
const APP_LINK = 'data-app-link';

/**
 * Every prop of React Router's `<Link>` that is not an anchor attribute. The type makes a React Router upgrade that
 * adds one fail the type check here, so a new option is never passed to a plain anchor (or dropped) unnoticed.
 */
const ROUTER_PROPS: Record<Exclude<keyof RouterLinkProps, keyof JSX.IntrinsicElements['a']>, true> = {
  to: true,
  discover: true,
  prefetch: true,
  reloadDocument: true,
  replace: true,
  state: true,
  relative: true,
  preventScrollReset: true,
  viewTransition: true,
  mask: true,
  defaultShouldRevalidate: true,
};

/** The options a plain anchor does as React Router's `<Link>` would: their defaults. */
const PLAIN_DEFAULTS: Partial<Record<keyof typeof ROUTER_PROPS, unknown>> = { discover: 'render', prefetch: 'none' };

/**
 * The store's link. A link to one of the store's own paths ('/category/men', '/product/x?size=M#reviews') with none of
 * React Router's options is a plain `<a>` with no hooks; the one click listener of `useAppLinkNavigation` (the root
 * layout) navigates in the page for every such link, as React Router's `<Link>` would (same clicks, same history
 * rule). A page shows 60-90 links, and each `<Link>` resolves its path twice with a dozen hooks, on the server and
 * again when the page hydrates: ADR 25. Any other link (relative paths, objects, state, replace, prefetch,
 * reloadDocument, a target...) is React Router's own.
 */
export function Link(props: RouterLinkProps) {
  const { to } = props;
  const anchor: Record<string, unknown> = {};
  let plain = typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
  for (const [key, value] of Object.entries(props)) {
    if (!(key in ROUTER_PROPS)) anchor[key] = value;
    else if (key !== 'to' && value !== undefined && value !== PLAIN_DEFAULTS[key as keyof typeof ROUTER_PROPS]) {
      plain = false;
    }
  }
  if (!plain || (props.target !== undefined && props.target !== '_self')) return <RouterLink {...props} />;
  // data-discover: React Router's route discovery fetches these paths' routes ahead, as for its own links.
  return <a {...anchor} href={to as string} data-discover="true" {...{ [APP_LINK]: '' }} />;
}

/**
 * Whether a store path is the page shown, as React Router's `<NavLink>` decides it (its `isActive`): the same path,
 * or (unless `end`) a path under it; letters in any case; '/' only itself.
 */
export function isCurrentPath(to: string, pathname: string, end = false): boolean {
  const path = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  const here = pathname.toLowerCase();
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here === path || (!end && here.startsWith(path) && here.charAt(slash) === '/');
}

/**
 * The store's navigation link: `Link` (a plain anchor) with `aria-current="page"` while its page is shown, where
 * React Router's `<NavLink>` renders the same anchor with about a dozen hooks more (ADR 25). The header shows five on
 * every page. Styles read `aria-current` (`aria-[current=page]:`), never NavLink's `active` class.
 */
export function NavLink({ to, end, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string; end?: boolean }) {
  const current = isCurrentPath(to, useLocation().pathname, end);
  return <Link {...props} to={to} aria-current={current ? 'page' : undefined} />;
}

/** Whether a click is one a link handles in the page (React Router's rule): the main button, no modifier key. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * The path a click on a store link goes to, or null when the browser should follow it itself (not one of `Link`'s
 * plain anchors, another window, a download, another origin).
 */
export function appLinkTarget(event: MouseEvent, origin: string): string | null {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return null;
  const anchor = event.target.closest(`a[${APP_LINK}]`);
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== origin) {
    return null;
  }
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Navigates in the page for every plain store link (`Link`), once for the whole document. Registered after React's
 * own listener on the document, so a link's onClick runs first and may prevent the navigation. A link to the page
 * being shown replaces its history entry, as React Router's links do.
 */
export function useAppLinkNavigation(): void {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = appLinkTarget(event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, here]);
}
