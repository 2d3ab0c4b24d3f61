import { createAccountService } from './accounts/service.ts';
import { createSessionService } from './accounts/sessions.ts';
import { createStaffDirectory } from './accounts/staff.ts';
import { createStaffAuth } from './accounts/staff-auth.ts';
import { createAuditService } from './audit/service.ts';
import { createAddressService } from './addresses/service.ts';
import { createProductAdmin } from './catalog/admin-products.ts';
import { createCatalogService } from './catalog/service.ts';
import { createStockAlerts } from './catalog/stock-alerts.ts';
import { createCheckout } from './checkout/service.ts';
import { orderMails } from './checkout/mails.ts';
import { createContactService } from './contact/service.ts';
import { createContentService } from './content/service.ts';
import { createSizeChartService } from './content/size-charts.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobHandlers } from './jobs/queue.ts';
import { createHealthService } from './health/service.ts';
import { createMerchService } from './merch/service.ts';
import { createOrderService } from './orders/service.ts';
import { createPaymentService } from './payments/service.ts';
import type { Payments } from './payments/setup.ts';
import { createReviewReadService } from './reviews/service.ts';
import { createReviewSubmitService } from './reviews/submit-service.ts';
import { createSearchService } from './search/service.ts';
import type { FileStorage } from './storage/storage.ts';
import type { Mailer } from './mail/service.ts';
import type { RateLimits } from './rate-limit/service.ts';
import { createWishlistService } from './wishlist/service.ts';
import { STORE_NAME } from '../shop/store.ts';

export type ServiceDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimits;
  storage: FileStorage;
  payments: Payments;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

/** Every domain service, built once at start (see main.ts) and handed to API routes and page loaders alike. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps;
  const search = createSearchService(db);
  const catalog = createCatalogService(db, search);
  const sessions = createSessionService(db);
  const accounts = createAccountService({ ...deps, sessions });
  const audit = createAuditService(db);
  const staffAuth = createStaffAuth({ db, sessions, checkPassword: accounts.checkPassword, storeName: STORE_NAME });
  const staff = createStaffDirectory({ db, audit });
  const merch = createMerchService(db, catalog);
  const addresses = createAddressService(db);
  const reviews = createReviewReadService({ db, accounts, catalog });
  const orders = createOrderService({ db, products: catalog });
  const stockAlerts = createStockAlerts({
    db,
    catalog,
    mailer: deps.mailer,
    rateLimits: deps.rateLimits,
    config: { ...deps.config, storeName: STORE_NAME },
    log: deps.log,
  });
  // Sizes that come back in stock (orders cancelled, holds released, the store's own counts) mail their subscribers.
  catalog.onRestock((variantIds, tx) => stockAlerts.restocked(variantIds, tx));
  const payments = createPaymentService({
    db,
    provider: deps.payments.provider,
    sandboxUrl: deps.payments.sandboxUrl,
    log: deps.log,
  });
  const mails = orderMails({
    mailer: deps.mailer,
    config: { publicUrl: deps.config.publicUrl, storeName: STORE_NAME },
    orders,
    recipient: (userId) => accounts.getProfile(userId),
  });
  const checkout = createCheckout({
    db,
    orders,
    payments,
    catalog,
    merch,
    addresses,
    mails,
    holdMinutes: deps.config.ORDER_HOLD_MINUTES,
    storeName: STORE_NAME,
    log: deps.log,
  });
  const contact = createContactService(deps);
  /** What each queued job does (src/server/jobs/; run by the worker in any store process). */
  const jobHandlers: JobHandlers = {
    'order-mail': mails.send,
    'password-reset-mail': accounts.sendResetLink,
    'contact-mail': contact.mailStore,
    'back-in-stock': stockAlerts.notify,
    'back-in-stock-sweep': () => stockAlerts.sweep(),
    'release-expired-holds': () => checkout.releaseExpiredHolds(),
  };
  return {
    health: createHealthService(db),
    search,
    catalog,
    stockAlerts,
    merch,
    reviews,
    sessions,
    accounts,
    audit,
    staffAuth,
    staff,
    productAdmin: createProductAdmin({ db, catalog, audit, storage: deps.storage }),
    addresses,
    wishlist: createWishlistService(db, catalog),
    reviewSubmissions: createReviewSubmitService({ db, storage: deps.storage, catalog, read: reviews }),
    orders,
    payments,
    checkout,
    content: createContentService(db),
    sizeCharts: createSizeChartService(db),
    contact,
    jobHandlers,
  };
}

export type Services = ReturnType<typeof createServices>;
