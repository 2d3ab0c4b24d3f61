import { useNavigate } from 'react-router';
import { Link } from '../../components/link.tsx';
import { ProductEditor } from '../../components/admin/product-editor.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/product-new.ts';
import { routeView } from '../../lib/route-view.ts';

/** A new product: the same editor as /admin/products/:id, empty. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  return { categories: await context.get(appContext).services.productAdmin.categories() };
}

export default routeView(function ProductNewPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <nav className="text-sm">
        <Link to="/admin/products" className="text-brand-700 underline">
          ← Products
        </Link>
      </nav>
      <h1 className={adminUi.h1}>New product</h1>
      <ProductEditor
        product={null}
        categories={loaderData.categories}
        onSaved={({ id }) => void navigate(`/admin/products/${id}?created=1`)}
        onReload={() => {}}
      />
    </div>
  );
});
