import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/root.ts';
import { ErrorView, NotFoundView } from './components/not-found-view.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { useAppLinkNavigation } from './components/link.tsx';
import { appContext } from './lib/app-context.ts';
import { siteReads } from './lib/site-reads.server.ts';
import { getUser } from './lib/auth.server.ts';
import { pageMeta } from './lib/meta.ts';
import { useNonce } from './lib/nonce.ts';
import { AFTER_PAINT_LOADER } from './lib/scripts-after-paint.ts';
import { Toasts } from './lib/toast.tsx';
import appCss from './app.css?url';
import { STORE_NAME } from '../shop/store.ts';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The default title; pages set their own, and error pages shown by the root boundary get theirs here. */
export function meta({ error }: Route.MetaArgs) {
  if (error) {
    return isRouteErrorResponse(error) && error.status === 404
      ? pageMeta('Page not found', 'The page you were looking for could not be found.', { noindex: true })
      : pageMeta('Something went wrong', 'This page could not be loaded.', { noindex: true });
  }
  return pageMeta(
    `${STORE_NAME} | Western & Indo-Western Wear for Women and Men`,
    'Shop kurtas, dresses, denim, co-ord sets and more. Prices in rupees, cash on delivery across India.',
  );
}

/** Admin pages (under /admin) have their own frame: no shop header, footer, categories or top bar. */
const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(appContext);
  if (isAdminPath(new URL(request.url).pathname)) {
    return { categories: [], topBar: [], user: null, publicConfig, store: null };
  }
  const [[categories, topBar, store], user] = await Promise.all([
    siteReads(context).then((site) => Promise.all([site.categories(), site.topBar(), site.contact()])),
    getUser(request, context),
  ]);
  return {
    categories,
    topBar,
    // Only what the header shows: never ids, emails, sessions or tokens.
    user: user ? { name: user.name } : null,
    publicConfig,
    // The footer's store name, customer care and grievance officer (the owner's settings).
    store: {
      storeName: store.storeName,
      supportEmail: store.supportEmail,
      supportPhone: store.supportPhone,
      phoneHref: store.phoneHref,
      businessHours: store.businessHours,
      grievanceOfficer: store.grievanceOfficer,
    },
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Undefined only when the root loader itself failed: the shell still renders, without categories.
  const data = useRouteLoaderData<typeof loader>('root');
  const admin = isAdminPath(useLocation().pathname);
  // Every plain store link (components/link.tsx) navigates in the page through this one listener.
  useAppLinkNavigation();
  // Marks the page interactive once hydrated (end-to-end tests wait for it before using forms and menus).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b4234a" />
        {/* With a precedence React puts the stylesheet before the script preloads: a phone fetches it first, and
            the page paints sooner (behind 22 modulepreloads it was the last request of the head). */}
        <link rel="stylesheet" href={appCss} precedence="default" nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {admin ? (
          children
        ) : (
          <>
            <SiteHeader categories={data?.categories ?? []} user={data?.user ?? null} topBar={data?.topBar ?? []} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter store={data?.store ?? null} />
          </>
        )}
        <Toasts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* React Router's scripts are inert in the HTML until the first screen is painted: this turns them on. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A page may say why (e.g. 'Product not found.', 'Invalid gender route.').
    return (
      <>
        {typeof error.data === 'string' && (
          <p role="alert" className="mx-auto max-w-xl px-4 pt-10 text-center font-semibold text-brand-700">
            {error.data}
          </p>
        )}
        <NotFoundView />
      </>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  // Details help while developing; production visitors never see them (the server logs 5xx errors).
  const details =
    import.meta.env.DEV && error instanceof Error ? `${error.message}\n\n${error.stack ?? ''}` : undefined;
  return <ErrorView status={status} details={details} />;
}
