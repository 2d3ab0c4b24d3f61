/**
 * Every /api/admin route (issue 11). Each area's routes live in their own plugin beside this file and call the same
 * services and workflows as the storefront. A route must declare its role with adminRoute() (guard.ts) or be one of
 * the sign-in steps (`config: { adminPublic: true }`): any other route under /api/admin stops the server at start,
 * so no route can ship unchecked. The registered routes are listed on `app.adminRoutes` for the role tests.
 */
import type { FastifyInstance } from 'fastify';
import type { AdminRole } from '../../shop/roles.ts';
import type { Services } from '../services.ts';
import { adminAuthApi } from './auth-api.ts';
import { auditAdminApi } from './audit-api.ts';
import { catalogBulkAdminApi } from './catalog-bulk-api.ts';
import { couponsAdminApi } from './coupons-api.ts';
import { merchAdminApi } from './merch-api.ts';
import { settingsAdminApi } from './settings-api.ts';
import { contentAdminApi } from './content-api.ts';
import { messagesAdminApi } from './messages-api.ts';
import { reviewsAdminApi } from './reviews-api.ts';
import { customersAdminApi } from './customers-api.ts';
import { dashboardAdminApi } from './dashboard-api.ts';
import { deliveryAdminApi } from './delivery-api.ts';
import { gstAdminApi } from './gst-api.ts';
import { ordersAdminApi } from './orders-api.ts';
import { returnsAdminApi } from './returns-api.ts';
import { productsAdminApi } from './products-api.ts';
import { staffAdminApi } from './staff-api.ts';

export type AdminRouteInfo = { method: string; url: string; role: AdminRole | 'public' };

declare module 'fastify' {
  interface FastifyInstance {
    adminRoutes: AdminRouteInfo[];
  }
  interface FastifyContextConfig {
    adminRole?: AdminRole;
    adminPublic?: boolean;
  }
}

/** The admin's API plugins; an area adds its plugin here. */
const ADMIN_APIS = [
  adminAuthApi,
  staffAdminApi,
  auditAdminApi,
  catalogBulkAdminApi,
  couponsAdminApi,
  settingsAdminApi,
  merchAdminApi,
  reviewsAdminApi,
  contentAdminApi,
  messagesAdminApi,
  ordersAdminApi,
  returnsAdminApi,
  customersAdminApi,
  dashboardAdminApi,
  productsAdminApi,
  gstAdminApi,
  deliveryAdminApi,
];

export async function registerAdminApi(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const routes: AdminRouteInfo[] = [];
  app.decorate('adminRoutes', routes);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin/')) throw new Error(`admin route outside /api/admin: ${route.url}`);
      const config = (route.config ?? {}) as { adminRole?: AdminRole; adminPublic?: boolean };
      const role = config.adminRole ?? (config.adminPublic ? 'public' : null);
      if (!role) throw new Error(`${route.method} ${route.url} has no role check: declare it with adminRoute()`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, role });
      }
    });
    for (const api of ADMIN_APIS) await scope.register(api, opts);
  });
}
