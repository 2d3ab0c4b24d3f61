// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, UNSAFE_withComponentProps, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routeView, sameRouteViewProps } from './route-view.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type ProductData = { name: string };
type RouteComponent = Parameters<typeof UNSAFE_withComponentProps>[0];
type ViewProps = { params: { slug?: string }; loaderData: ProductData };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A component as the framework gives it to a route: wrapped by React Router's own `withComponentProps`. */
const asRoute = <P,>(view: ComponentType<P>) => UNSAFE_withComponentProps(view as unknown as RouteComponent);

/** Renders the router's page in the document, its loaders settled; answers the page's text. */
async function renderRouter(router: ReturnType<typeof createMemoryRouter>): Promise<() => string | null> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return () => container.textContent;
}

/**
 * A product route as the framework builds it (the component wrapped by React Router's own `withComponentProps`),
 * counting the view's renders. `revision` changes what the loader answers, as an edit in the admin would.
 */
async function mount(wrap: (view: ComponentType<ViewProps>) => ComponentType<ViewProps>) {
  const renders: string[] = [];
  let revision = 1;
  const View = wrap(function ProductView({ loaderData, params }: ViewProps) {
    renders.push(`${params.slug}: ${loaderData.name}`);
    return <h1>{loaderData.name}</h1>;
  });
  const router = createMemoryRouter(
    [
      {
        id: 'product',
        path: '/product/:slug',
        loader: ({ params }) => ({ name: `${params.slug} v${revision}` }),
        HydrateFallback: () => null,
        Component: asRoute(View),
      },
    ],
    { initialEntries: ['/product/kurta'] },
  );
  return { router, renders, text: await renderRouter(router), edit: () => revision++ };
}

/** What route discovery does after a page hydrates: patches in the routes its links lead to. */
async function discoverRoutes(router: ReturnType<typeof createMemoryRouter>) {
  await act(async () => {
    router.patchRoutes(null, [{ id: 'cart', path: '/cart' }]);
    router.patchRoutes(null, [{ id: 'blogs', path: '/Blogs' }]);
  });
}

describe('routeView', () => {
  it('does not render the page again when the router updates without changing its data (route discovery)', async () => {
    const page = await mount(routeView);
    expect(page.renders).toEqual(['kurta: kurta v1']);
    await discoverRoutes(page.router);
    expect(page.renders).toEqual(['kurta: kurta v1']);
    expect(page.text()).toBe('kurta v1');
  });

  it('without it, the same router update renders the whole page again (what it saves)', async () => {
    const page = await mount((view) => view);
    const before = page.renders.length;
    await discoverRoutes(page.router);
    expect(page.renders.length).toBeGreaterThan(before);
  });

  it('renders again for new loader data (a revalidation) and for another product (new params and data)', async () => {
    const page = await mount(routeView);
    page.edit();
    await act(async () => {
      await page.router.revalidate();
    });
    expect(page.text()).toBe('kurta v2');
    await act(async () => {
      await page.router.navigate('/product/saree');
    });
    expect(page.text()).toBe('saree v2');
    expect(page.renders).toEqual(['kurta: kurta v1', 'kurta: kurta v2', 'saree: saree v2']);
  });

  it('leaves hooks inside the view live: a view whose data does not change still follows the location', async () => {
    // No loader: the view's props stay the same, so only the hook can bring the new search to it.
    const View = routeView(function Search() {
      return <p>{useLocation().search}</p>;
    });
    const router = createMemoryRouter([{ path: '/search', Component: asRoute(View) }], {
      initialEntries: ['/search?q=a'],
    });
    const text = await renderRouter(router);
    expect(text()).toBe('?q=a');
    await act(async () => {
      await router.navigate('/search?q=b');
    });
    expect(text()).toBe('?q=b');
  });

  it("a layout's child route still changes under a routeView layout (its <Outlet /> reads the route context)", async () => {
    const Layout = routeView(function Layout() {
      return (
        <main>
          <Outlet />
        </main>
      );
    });
    const Page = routeView(function Page({ loaderData }: { params: Record<string, string>; loaderData: string }) {
      return <h1>{loaderData}</h1>;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/profile',
          HydrateFallback: () => null,
          Component: asRoute(Layout),
          children: [
            {
              path: ':tab',
              loader: ({ params }) => `tab ${params.tab}`,
              Component: asRoute(Page),
            },
          ],
        },
      ],
      { initialEntries: ['/profile/orders'] },
    );
    const text = await renderRouter(router);
    expect(text()).toBe('tab orders');
    await act(async () => {
      await router.navigate('/profile/wishlist');
    });
    expect(text()).toBe('tab wishlist');
  });

  it('compares loader data and action data by identity, params by value, and ignores matches', () => {
    const loaderData = { name: 'kurta' };
    type Props = Parameters<typeof sameRouteViewProps>[0] & { matches: number[] };
    const base: Props = { params: { slug: 'kurta' }, loaderData, actionData: undefined, matches: [1] };
    const same = (a: Props, b: Props) => sameRouteViewProps(a, b);
    expect(same(base, { ...base, params: { slug: 'kurta' }, matches: [2] })).toBe(true);
    expect(same(base, { ...base, loaderData: { name: 'kurta' } })).toBe(false);
    expect(same(base, { ...base, actionData: { ok: true } })).toBe(false);
    expect(same(base, { ...base, params: { slug: 'saree' } })).toBe(false);
    expect(same(base, { ...base, params: { slug: 'kurta', size: 'M' } })).toBe(false);
  });
});

describe('route modules', () => {
  const routesDir = path.resolve(import.meta.dirname, '../routes');
  const modules = fs
    .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f));

  it('every route module that exports a view exports it through routeView', () => {
    const views = modules.filter((f) => /^export default /m.test(fs.readFileSync(path.join(routesDir, f), 'utf8')));
    expect(views.length).toBeGreaterThan(50);
    const plain = views.filter(
      (f) => !/^export default routeView\(function \w+\(/m.test(fs.readFileSync(path.join(routesDir, f), 'utf8')),
    );
    expect(plain).toEqual([]);
  });
});
