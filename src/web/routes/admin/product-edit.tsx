import { useState } from 'react';
import { data, useRevalidator, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { ProductEditor } from '../../components/admin/product-editor.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/product-edit.ts';
import { routeView } from '../../lib/route-view.ts';

/** Editing one product: every field, the size grid, the photos (see ProductEditor). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const { productAdmin } = context.get(appContext).services;
  const [product, categories] = await Promise.all([
    productAdmin.get(params.id).catch((err: { status?: number }) => {
      if (err.status === 404) throw data('Product not found', { status: 404 });
      throw err;
    }),
    productAdmin.categories(),
  ]);
  return { product, categories };
}

export default routeView(function ProductEditPage({ loaderData }: Route.ComponentProps) {
  const { product, categories } = loaderData;
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const [saved, setSaved] = useState(false);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <nav className="text-sm">
        <Link to="/admin/products" className="text-brand-700 underline">
          ← Products
        </Link>
      </nav>
      <h1 className={adminUi.h1}>{product.name}</h1>
      {(saved || params.get('created')) && (
        <p role="status" className={adminUi.note}>
          {saved ? 'Saved. The store shows the change now.' : 'Product created.'}
        </p>
      )}
      <ProductEditor
        // A new version (this save or someone else's, reloaded) starts the form afresh from the saved product.
        key={`${product.id}:${product.version}`}
        product={product}
        categories={categories}
        onSaved={() => {
          setSaved(true);
          void revalidate();
        }}
        onReload={() => {
          setSaved(false);
          void revalidate();
        }}
      />
    </div>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status;
  return (
    <div className="space-y-3">
      <h1 className={adminUi.h1}>{status === 404 ? 'Product not found' : 'Something went wrong'}</h1>
      <Link to="/admin/products" className="text-brand-700 underline">
        Back to the products
      </Link>
    </div>
  );
}
