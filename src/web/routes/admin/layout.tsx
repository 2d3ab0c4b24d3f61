import { NavLink, Outlet, useNavigate } from 'react-router';
import { Link } from '../../components/link.tsx';
import { useState } from 'react';
import { allows } from '../../../shop/roles.ts';
import { ADMIN_NAV } from '../../components/admin/nav.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { STORE_NAME } from '../../../shop/store.ts';
import type { Route } from './+types/layout.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * The admin's frame (issue 11): every page under /admin/* except the sign-in. The middleware checks the admin session
 * on the server before any loader (documents and client navigations alike); admin pages are never cached.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireAdmin(request, context, 'staff');
    const response = await next();
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, 'staff');
  return { admin: { name: admin.name, email: admin.email, role: admin.role } };
}

export function meta() {
  return [{ title: `Admin | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default routeView(function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = ADMIN_NAV.filter((item) => allows(admin.role, item.role));
  async function signOut() {
    await adminApi('POST', '/api/admin/auth/logout');
    void navigate('/admin/login');
  }
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900 lg:flex">
      <aside className="border-b border-stone-200 bg-white lg:min-h-dvh lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between px-4 py-3">
          <Link to="/admin" className="font-semibold text-brand-700">
            {STORE_NAME} admin
          </Link>
          <button
            type="button"
            className="rounded border border-stone-300 px-3 py-1 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            Menu
          </button>
        </div>
        <nav id="admin-nav" aria-label="Admin" className={`${menuOpen ? 'block' : 'hidden'} px-2 pb-3 lg:block`}>
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/admin'}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-stone-700 hover:bg-stone-100'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-stone-200 bg-white px-4 py-2 text-sm">
          <span>
            {admin.name} <span className="text-stone-500">({admin.role})</span>
          </span>
          <Link to="/" className="text-brand-700 underline">
            View store
          </Link>
          <button type="button" onClick={signOut} className="rounded border border-stone-300 px-3 py-1">
            Sign out
          </button>
        </header>
        <main id="main" className="p-4 lg:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status;
  const text = (error as { data?: unknown })?.data;
  return (
    <div className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-semibold">{status === 403 ? 'Not allowed' : 'Something went wrong'}</h1>
      <p role="alert" className="mt-2 text-stone-700">
        {typeof text === 'string' ? text : 'This admin page could not be loaded.'}
      </p>
      <Link to="/admin" className="mt-4 inline-block text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
