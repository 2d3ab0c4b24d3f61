import { createAccountService } from './accounts/service.ts';
import { createSessionService } from './accounts/sessions.ts';
import { createAddressService } from './addresses/service.ts';
import { createCartService } from './cart/service.ts';
import { createCatalogService } from './catalog/service.ts';
import { createContactService } from './contact/service.ts';
import { createContentService } from './content/service.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createHealthService } from './health/service.ts';
import { createMerchService } from './merch/service.ts';
import { orderMails } from './orders/mails.ts';
import { createOrderService } from './orders/service.ts';
import { createPaymentService } from './payments/service.ts';
import type { Payments } from './payments/setup.ts';
import { createReviewReadService } from './reviews/service.ts';
import { createReviewSubmitService } from './reviews/submit-service.ts';
import { createSearchService } from './search/service.ts';
import type { Mailer } from './mail/service.ts';
import type { RateLimits } from './rate-limit/service.ts';
import { createWishlistService } from './wishlist/service.ts';

export type ServiceDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimits;
  uploadsDir: string;
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
  const merch = createMerchService(db);
  const addresses = createAddressService(db);
  const mails = orderMails(deps.mailer, deps.config, deps.log);
  const orders = createOrderService({
    db,
    catalog,
    merch,
    addresses,
    holdMinutes: deps.config.ORDER_HOLD_MINUTES,
    onPlaced: mails.placed,
    onCancelled: mails.cancelled,
  });
  return {
    health: createHealthService(db),
    search,
    catalog,
    merch,
    reviews: createReviewReadService(db),
    sessions,
    accounts,
    addresses,
    wishlist: createWishlistService(db, catalog),
    reviewSubmissions: createReviewSubmitService({ db, uploadsDir: deps.uploadsDir, catalog }),
    cart: createCartService(catalog, merch),
    orders,
    payments: createPaymentService({
      db,
      orders,
      provider: deps.payments.provider,
      sandbox: deps.payments.sandbox,
      storeName: 'Bindass Bazaar',
      log: deps.log,
      onPaid: (orderId) => {
        void (async () => {
          const order = await orders.getById(orderId);
          if (!order) return;
          const user = await accounts.getProfile(order.customer._id);
          mails.placed({ id: user._id, name: user.name, email: user.email, phone: user.phone }, order);
        })().catch((err: unknown) => deps.log.error({ err, orderId }, 'order mail failed'));
      },
    }),
    content: createContentService(db),
    contact: createContactService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
