// @vitest-environment happy-dom
import { act, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createMemoryRouter,
  MemoryRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  Outlet,
  RouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appLinkTarget, Link, NavLink, useAppLinkNavigation } from './link.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const inRouter = (element: React.ReactElement) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={['/category/men']}>{element}</MemoryRouter>);

describe('Link', () => {
  it("renders a store path as React Router's link does, marked for the page's one click listener", () => {
    const props = { to: '/product/ice-blue-straight-jeans?size=M#reviews', className: 'card', 'aria-label': 'Jeans' };
    const ours = renderToStaticMarkup(<Link {...props}>Jeans</Link>);
    expect(ours).toBe(
      '<a class="card" aria-label="Jeans" href="/product/ice-blue-straight-jeans?size=M#reviews" data-discover="true" data-app-link="">Jeans</a>',
    );
    expect(ours.replace(' data-app-link=""', '')).toBe(inRouter(<RouterLink {...props}>Jeans</RouterLink>));
  });

  it.each<[string, ComponentProps<typeof Link>]>([
    ['a relative path', { to: 'reviews' }],
    ['a path object', { to: { pathname: '/cart' } }],
    ['another site', { to: 'https://wa.me/919999999999' }],
    ['a protocol-relative address', { to: '//example.com/x' }],
    ['replace', { to: '/cart', replace: true }],
    ['state', { to: '/cart', state: { from: 'x' } }],
    ['prefetch', { to: '/cart', prefetch: 'intent' }],
    ['reloadDocument', { to: '/cart', reloadDocument: true }],
    ['preventScrollReset', { to: '/cart', preventScrollReset: true }],
    ['a new window', { to: '/cart', target: '_blank' }],
    ['viewTransition', { to: '/cart', viewTransition: true }],
    ['relative', { to: '/cart', relative: 'path' }],
    ["discover 'none'", { to: '/cart', discover: 'none' }],
    ['mask', { to: '/cart', mask: '/bag' }],
    ['defaultShouldRevalidate', { to: '/cart', defaultShouldRevalidate: false }],
  ])("leaves %s to React Router's link", (_name, props) => {
    const html = inRouter(<Link {...props}>x</Link>);
    expect(html).not.toContain('data-app-link');
    expect(html).toBe(inRouter(<RouterLink {...props}>x</RouterLink>));
  });
});

describe('appLinkTarget', () => {
  afterEach(() => document.body.replaceChildren());

  const clickOn = (element: Element, init: MouseEventInit = {}, prevent = false) => {
    let target: string | null | undefined;
    const listener = (event: MouseEvent) => {
      if (prevent) event.preventDefault();
      target = appLinkTarget(event, window.location.origin);
      event.preventDefault(); // happy-dom would follow the link
    };
    // Registered after any listener set by the test (as the root's listener comes after React's).
    document.addEventListener('click', listener);
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    document.removeEventListener('click', listener);
    return target;
  };

  const anchor = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('a')!;
  };

  it('answers the path, query and hash of a plain click on a store link, from anywhere inside it', () => {
    const a = anchor(
      '<a href="/product/x?size=M#reviews" data-app-link=""><img alt=""><span>Jeans</span><svg><path d="M0 0"/></svg></a>',
    );
    expect(clickOn(a)).toBe('/product/x?size=M#reviews');
    expect(clickOn(a.querySelector('span')!)).toBe('/product/x?size=M#reviews');
    expect(clickOn(a.querySelector('path')!)).toBe('/product/x?size=M#reviews');
  });

  it('leaves a download given to Link to the browser', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <Link to="/order/1/documents/2" download>
        Invoice
      </Link>,
    );
    const a = document.body.querySelector('a')!;
    expect(a.hasAttribute('data-app-link')).toBe(true);
    expect(clickOn(a)).toBeNull();
  });

  it.each<[string, MouseEventInit]>([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    expect(clickOn(anchor('<a href="/cart" data-app-link="">Cart</a>'), init)).toBeNull();
  });

  it("leaves to the browser a click a link's own handler prevented, other links, new windows, downloads, other sites", () => {
    expect(clickOn(anchor('<a href="/cart" data-app-link="">Cart</a>'), {}, true)).toBeNull();
    expect(clickOn(anchor('<a href="/cart">Cart</a>'))).toBeNull();
    expect(clickOn(anchor('<a href="/cart" target="_blank" data-app-link="">Cart</a>'))).toBeNull();
    expect(clickOn(anchor('<a href="/invoice.pdf" download data-app-link="">PDF</a>'))).toBeNull();
    expect(clickOn(anchor('<a href="https://example.com/cart" data-app-link="">Cart</a>'))).toBeNull();
    expect(clickOn(anchor('<a href="/cart" target="_self" data-app-link="">Cart</a>'))).toBe('/cart');
  });
});

describe('useAppLinkNavigation', () => {
  it('navigates in the page on a plain click, replacing the entry for the page shown, and leaves the others', async () => {
    function Shell() {
      useAppLinkNavigation();
      return (
        <>
          <Link to="/category/men">Men</Link>
          <Link to="/category/men#reviews">Men's reviews</Link>
          <Link to="/cart" onClick={(event) => event.preventDefault()}>
            Cart
          </Link>
          <Outlet />
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { index: true, element: <p>home</p> },
            { path: 'category/men', element: <p>men</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    const [men, menReviews, cart] = [...container.querySelectorAll('a')];

    const click = (a: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      a.dispatchEvent(event);
      return event;
    };
    let event!: MouseEvent;
    await act(async () => void (event = click(men!)));
    expect(event.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/category/men');
    expect(router.state.historyAction).toBe('PUSH');
    expect(container.textContent).toContain('men');

    await act(async () => void click(men!));
    expect(router.state.historyAction).toBe('REPLACE');
    // Another hash is another entry.
    await act(async () => void click(menReviews!));
    expect(router.state.location.hash).toBe('#reviews');
    expect(router.state.historyAction).toBe('PUSH');

    // A link whose own handler prevented the navigation, and a ctrl-click, are left alone.
    await act(async () => void click(cart!));
    await act(async () => void click(men!, { ctrlKey: true }));
    expect(router.state.location.pathname).toBe('/category/men');
    act(() => root.unmount());
  });
});

describe('NavLink', () => {
  const at = (pathname: string, element: React.ReactElement) =>
    renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>);
  // React Router's NavLink writes a class too ("active", or empty): the store styles aria-current only.
  const routers = (html: string) => html.replace(/ class="(active)?"/, '');

  it.each([
    ['/profile/wishlist', '/profile/wishlist', false],
    ['/profile/wishlist', '/profile/Wishlist/', false],
    ['/Blogs', '/Blogs/summer-edit', false],
    ['/Blogs', '/BlogsArchive', false],
    ['/profile', '/profile/orders', false],
    ['/profile', '/profile/orders', true],
    ['/profile', '/profile', true],
    ['/profile', '/profile/', true],
    ['/profile/', '/profile/orders', false],
    ['/cart', '/', false],
    ['/', '/cart', false],
    ['/', '/', false],
  ])("%s at %s (end: %s) is current as React Router's NavLink says", (to, pathname, end) => {
    const ours = at(pathname, <NavLink to={to} end={end} aria-label="x" />);
    const theirs = routers(at(pathname, <RouterNavLink to={to} end={end} aria-label="x" />));
    expect(ours.replace(' data-app-link=""', '')).toBe(theirs);
  });

  it('is a plain store link (navigated by the one click listener)', () => {
    expect(at('/', <NavLink to="/shop">Shop all</NavLink>)).toBe(
      '<a href="/shop" data-discover="true" data-app-link="">Shop all</a>',
    );
  });
});
