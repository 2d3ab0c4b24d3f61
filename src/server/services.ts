import { createAccountService } from './accounts/service.ts';
import { createCustomerDirectory } from './accounts/customers.ts';
import { createSessionService } from './accounts/sessions.ts';
import { createStaffDirectory } from './accounts/staff.ts';
import { createStaffAuth } from './accounts/staff-auth.ts';
import { createAuditService } from './audit/service.ts';
import { createAddressService } from './addresses/service.ts';
import { createProductBulkActions } from './catalog/bulk-actions.ts';
import { createProductImport } from './catalog/product-import.ts';
import { createCategoryAdmin } from './catalog/category-admin.ts';
import { createCollectionAdmin } from './catalog/collection-admin.ts';
import { createProductAdmin } from './catalog/admin-products.ts';
import { createCatalogService } from './catalog/service.ts';
import { createStockReport } from './catalog/stock-report.ts';
import { createStockAlerts } from './catalog/stock-alerts.ts';
import { createCheckout } from './checkout/service.ts';
import { orderMails } from './checkout/mails.ts';
import { createContactService } from './contact/service.ts';
import { createContentAdmin } from './content/admin.ts';
import { createContentService } from './content/service.ts';
import { createSizeChartService } from './content/size-charts.ts';
import type { Config } from './config.ts';
import { createDashboard } from './dashboard/service.ts';
import type { CourierProvider } from './delivery/courier/provider.ts';
import { pinDirectory } from './delivery/pin-directory.ts';
import { createDeliveryService } from './delivery/service.ts';
import type { Db } from './db/client.ts';
import type { JobHandlers } from './jobs/queue.ts';
import { createHealthService } from './health/service.ts';
import { createCouponAdmin } from './merch/coupon-admin.ts';
import { createMerchAdmin } from './merch/merch-admin.ts';
import { createMerchService } from './merch/service.ts';
import { createOrderAdminReads } from './orders/admin-reads.ts';
import { createOrderService } from './orders/service.ts';
import { createPaymentService } from './payments/service.ts';
import type { Payments } from './payments/setup.ts';
import { createRecentReviews } from './reviews/recent.ts';
import { createReviewReadService } from './reviews/service.ts';
import { storeImage } from './reviews/images.ts';
import { createReviewSubmitService } from './reviews/submit-service.ts';
import { createReviewModeration } from './reviews/moderation.ts';
import { createSearchService } from './search/service.ts';
import { createCodSettings } from './settings/cod-settings.ts';
import { createSettingsService, defaultSettings } from './settings/service.ts';
import { createDocumentDownloads } from './invoices/downloads.ts';
import { createInvoiceService } from './invoices/service.ts';
import type { FileStorage } from './storage/storage.ts';
import type { Mailer } from './mail/service.ts';
import type { RateLimits } from './rate-limit/service.ts';
import { createWishlistService } from './wishlist/service.ts';
import { createWalletService } from './wallet/service.ts';
import { createReturnService } from './returns/service.ts';
import { returnMails } from './checkout/return-mails.ts';
import { imageFile } from '../shop/images.ts';
import { STORE_NAME } from '../shop/store.ts';
import { createPageStore } from './infrastructure.ts';
import { createPageCache } from './page-cache/service.ts';
import { createSiteReads } from './page-cache/site-reads.ts';
import type { PageStore } from './page-cache/store.ts';

export type ServiceDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimits;
  storage: FileStorage;
  payments: Payments;
  /** The courier (Shiprocket or its sandbox: delivery/courier/setup.ts); none: delivery zones alone. */
  courier?: CourierProvider | null;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Where signed-out visitors' pages are kept (infrastructure.ts); default: memory per PAGE_CACHE_MB. */
  pageStore?: PageStore | null;
};

/** Every domain service, built once at start (see main.ts) and handed to API routes and page loaders alike. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps;
  const search = createSearchService(db);
  const catalog = createCatalogService(db, search);
  const sessions = createSessionService(db);
  const accounts = createAccountService({ ...deps, sessions });
  const audit = createAuditService(db);
  const settings = createSettingsService({
    db,
    audit,
    defaults: defaultSettings({ ...deps.config, storeName: STORE_NAME }),
  });
  const staffAuth = createStaffAuth({ db, sessions, checkPassword: accounts.checkPassword, storeName: STORE_NAME });
  const staff = createStaffDirectory({ db, audit });
  const merch = createMerchService(db, catalog);
  const delivery = createDeliveryService({
    db,
    audit,
    pins: pinDirectory,
    courier: deps.courier ?? null,
    log: deps.log,
    rateLimits: deps.rateLimits,
    perMinute: deps.config.DELIVERY_RATE_LIMIT_PER_MIN,
  });
  const addresses = createAddressService(db, delivery);
  const reviews = createReviewReadService({ db, accounts, catalog });
  const reviewModeration = createReviewModeration({ db, audit, catalog, accounts });
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
  const invoices = createInvoiceService({ db, settings, audit });
  const mails = orderMails({
    mailer: deps.mailer,
    config: { publicUrl: deps.config.publicUrl },
    store: () => settings.contact(),
    orders,
    documents: (orderId) => invoices.forOrder(orderId),
    recipient: (userId) => accounts.getProfile(userId),
  });
  const wallet = createWalletService(db);
  const returns = createReturnService(db);
  const returnMailer = returnMails({
    mailer: deps.mailer,
    config: { publicUrl: deps.config.publicUrl },
    store: () => settings.contact(),
    returns,
    recipient: (userId) => accounts.getProfile(userId),
  });
  // The product editor and the CSV import refuse an HSN code that no GST rule covers (an order could not be invoiced).
  const hsnCovered = (hsn: string) => invoices.coveredHsn(hsn);
  const customers = createCustomerDirectory({ db, audit });
  const codSettings = createCodSettings({ db, audit });
  const checkout = createCheckout({
    db,
    orders,
    codSettings,
    customers,
    invoices,
    payments,
    catalog,
    merch,
    addresses,
    delivery,
    mails,
    returns,
    returnMails: returnMailer,
    wallet,
    photoExists: (key: string) => deps.storage.exists(imageFile(key, 720)),
    audit,
    holdMinutes: deps.config.ORDER_HOLD_MINUTES,
    storeName: STORE_NAME,
    log: deps.log,
  });
  const contact = createContactService({ ...deps, settings, audit });
  // The admin's merchandising: images are keys the admin upload stored (checked in the 720 px width).
  const imageExists = (key: string) => deps.storage.exists(imageFile(key, 720));
  const merchAdmin = createMerchAdmin({
    db,
    audit,
    imageExists,
    storeImage: (data, folder) => storeImage(deps.storage, data, folder),
    productExists: (id) => collectionAdmin.productExists(id),
  });
  const collectionAdmin = createCollectionAdmin({
    db,
    audit,
    imageExists,
    linksTo: (path) => merchAdmin.linksTo(path),
  });
  const categoryAdmin = createCategoryAdmin({ db, audit });
  const coupons = createCouponAdmin({ db, audit, couponUseCounts: (codes) => orders.couponUseCounts(codes) });
  const orderAdmin = createOrderAdminReads(db);
  const dashboard = createDashboard({
    orders: orderAdmin,
    stock: createStockReport(db),
    contact,
    reviews: createRecentReviews({ db, accounts, catalog }),
  });
  /** What each queued job does (src/server/jobs/; run by the worker in any store process). */
  const jobHandlers: JobHandlers = {
    'order-mail': mails.send,
    'return-mail': returnMailer.send,
    'password-reset-mail': accounts.sendResetLink,
    'contact-mail': contact.mailStore,
    'contact-ack-mail': contact.acknowledge,
    'back-in-stock': stockAlerts.notify,
    'back-in-stock-sweep': () => stockAlerts.sweep(),
    'release-expired-holds': () => checkout.releaseExpiredHolds(),
  };
  const content = createContentService(db);
  const sizeCharts = createSizeChartService(db);
  return {
    health: createHealthService(db),
    /** Signed-out visitors' pages, kept and served while what they show is unchanged (ADR 22). */
    pageCache: createPageCache({
      db,
      store: deps.pageStore === undefined ? createPageStore(deps.config) : deps.pageStore,
    }),
    /** The categories, top bar, contact, offers and size charts every page shows, kept while current (ADR 23). */
    siteReads: createSiteReads(db, {
      categories: () => catalog.listCategories(),
      topBar: () => content.topBar(),
      contact: () => settings.contact(),
      offers: () => merch.activeOffers(),
      sizeChart: (gender, slug) => sizeCharts.forCategory(gender, slug),
      banners: () => merch.activeBanners(),
      offerBanners: () => merch.activeOfferBanners(),
      collections: () => catalog.listCollections(),
    }),
    search,
    catalog,
    stockAlerts,
    /** The admin's catalogue CSV import and bulk actions on the product list (issue 11). */
    productImport: createProductImport({ db, audit, catalog, hsnCovered }),
    productBulk: createProductBulkActions({ db, audit, catalog }),
    merch,
    reviews,
    sessions,
    accounts,
    audit,
    settings,
    codSettings,
    invoices,
    /** Who may download which GST document, and its PDF (issue 12). */
    documents: createDocumentDownloads({
      invoices,
      orders,
      rateLimits: deps.rateLimits,
      perHour: deps.config.DOCUMENT_DOWNLOAD_RATE_LIMIT_PER_HOUR,
    }),
    staffAuth,
    staff,
    productAdmin: createProductAdmin({ db, catalog, audit, storage: deps.storage, hsnCovered }),
    addresses,
    delivery,
    wishlist: createWishlistService(db, catalog),
    reviewSubmissions: createReviewSubmitService({ db, storage: deps.storage, catalog, read: reviews }),
    reviewModeration,
    orders,
    orderAdmin,
    customers,
    dashboard,
    payments,
    checkout,
    /** Return and exchange requests (the workflows are checkout.returns) and store credit (issue 13). */
    returns,
    wallet,
    /** A return request's photos, stored as review photos are (returns/<hash>). */
    returnPhotos: { store: (data: Buffer) => storeImage(deps.storage, data, 'returns') },
    content,
    contentAdmin: createContentAdmin({ db, audit, storage: deps.storage }),
    sizeCharts,
    contact,
    coupons,
    merchAdmin,
    collectionAdmin,
    categoryAdmin,
    jobHandlers,
  };
}

export type Services = ReturnType<typeof createServices>;
