import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Every route of the spec's route table. One module per route; protected pages sit inside the sign-in layout. */
export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('collections/:collectionId', 'routes/collection.tsx'),
  route('category/:gender', 'routes/category.tsx'),
  route('category/:gender/:name', 'routes/subcategory.tsx'),
  route('product/:slug', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('Blogs', 'routes/blogs.tsx'),
  route('Blogs/:slug', 'routes/blog-post.tsx'),
  route('cart', 'routes/cart.tsx'),

  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('logout', 'routes/logout.tsx'),

  route('sizeguide', 'routes/size-guide.tsx'),
  route('FAQs', 'routes/faqs.tsx'),
  route('ContactUs', 'routes/contact-us.tsx'),
  // About and the policies share one module; its loader picks the page by path.
  ...['AboutUs', 'ShippingPolicy', 'ReturnPolicy', 'PrivacyPolicy', 'TermConditions'].map((path) =>
    route(path, 'routes/content-page.tsx', { id: `content-${path}` }),
  ),

  // Signed-in only: the layout's middleware redirects visitors to /login?redirect=<origin path> on the server.
  layout('routes/protected-layout.tsx', [
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/address', 'routes/checkout-address.tsx'),
    route('checkout/payment', 'routes/checkout-payment.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('profile/settings', 'routes/profile-settings.tsx'),
    route('profile/orders', 'routes/profile-orders.tsx'),
    route('profile/wishlist', 'routes/profile-wishlist.tsx'),
    route('profile/addresses', 'routes/profile-addresses.tsx'),
    route('dashboard/orders', 'routes/dashboard-orders.tsx'),
    route('order/:orderId/confirmation', 'routes/order-confirmation.tsx'),
    route('order/:orderId/returns', 'routes/order-returns.tsx'),
    // A GST document's PDF for the links in order mails: a signed-out customer signs in first and comes back here.
    route('order/:orderId/documents/:documentId', 'routes/order-document.tsx'),
  ]),

  // The store admin (issue 11): its own frame and role check; its code is only in these routes' chunks.
  route('admin/login', 'routes/admin/login.tsx'),
  // Printed without the admin's frame (its own role check in the loader).
  route('admin/orders/:id/packing-slip', 'routes/admin/packing-slip.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('returns', 'routes/admin/returns.tsx'),
    route('returns/:id', 'routes/admin/return.tsx'),
    route('customers', 'routes/admin/customers.tsx'),
    route('customers/:id', 'routes/admin/customer.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('products/import', 'routes/admin/product-import.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('gst', 'routes/admin/gst.tsx'),
    route('delivery', 'routes/admin/delivery.tsx'),
    route('merchandising', 'routes/admin/merchandising.tsx'),
    route('merchandising/collections/:id', 'routes/admin/collection-edit.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('content', 'routes/admin/content.tsx'),
    route('content/blog/:id', 'routes/admin/content-blog.tsx'),
    route('content/pages/:slug', 'routes/admin/content-page.tsx'),
    route('content/faqs', 'routes/admin/content-faqs.tsx'),
    route('content/size-charts/:id', 'routes/admin/content-size-chart.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('messages/:id', 'routes/admin/message.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/:id', 'routes/admin/product-edit.tsx'),
  ]),

  // Resource routes for crawlers.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  route('404', 'routes/not-found-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
