import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root.ts';
import { appContext } from './lib/app-context.ts';
import { useNonce } from './lib/nonce.ts';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  return { categories: await services.catalog.listCategories(), publicConfig };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b4234a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-2 text-gray-600">
        {notFound ? 'We could not find that page.' : 'Please try again in a moment.'}
      </p>
      <a className="mt-6 inline-block rounded bg-brand-600 px-4 py-2 text-white" href="/">
        Back to the home page
      </a>
    </main>
  );
}
