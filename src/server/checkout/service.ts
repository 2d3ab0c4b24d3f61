/**
 * The checkout module: the workflows of an order's life, and the only code that calls more than one domain
 * (catalogue stock, coupons, addresses, orders, payments, mail). Routes, page loaders and the admin call these;
 * each domain's service keeps its own tables. See docs/decisions/0006-order-lifecycle-and-workflows.md.
 */
import type { QuoteRequest } from '../../shop/checkout.ts';
import type { AddressDto } from '../../shop/address-types.ts';
import type { QuoteResponse } from '../../shop/cart-shapes.ts';
import type { SellableVariant } from '../catalog/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import type { Coupon } from '../merch/service.ts';
import type { OrderService, StockLine } from '../orders/service.ts';
import type { PaymentService } from '../payments/service.ts';
import { createDocumentSteps, type DocumentDeps } from './documents.ts';
import { createFulfilment } from './fulfilment.ts';
import type { OrderMails } from './mails.ts';
import { createPaymentWorkflows } from './payment-workflows.ts';
import { createPlaceOrder, type PlaceOrderDeps } from './place-order.ts';
import { createPriceCart, type PriceCartDeps } from './price-cart.ts';
import { toQuoteResponse } from './quote-response.ts';
import type { ReturnMails } from './return-mails.ts';
import { createReturnWorkflows, type ReturnWorkflowDeps } from './returns.ts';
import type { ReturnService } from '../returns/service.ts';
import type { WalletService } from '../wallet/service.ts';

export type CheckoutDeps = {
  db: Db;
  orders: OrderService;
  /** GST invoices and credit notes, issued in the workflows' transactions. */
  invoices: DocumentDeps['invoices'];
  payments: PaymentService;
  catalog: {
    variantsFor(pairs: Array<{ productId: string; size: string }>, tx?: Tx | Db): Promise<Map<string, SellableVariant>>;
    reserveStock(tx: Tx, lines: StockLine[]): Promise<string[]>;
    releaseStock(tx: Tx, lines: StockLine[]): Promise<void>;
    returnFlags: ReturnWorkflowDeps['catalog']['returnFlags'];
  };
  merch: {
    couponFor(code: string): Promise<Coupon>;
    lockCoupon(tx: Tx, id: string): Promise<{ isActive: boolean } | null>;
  };
  addresses: { get(userId: string, id: string): Promise<AddressDto> };
  delivery: PriceCartDeps['delivery'] & PlaceOrderDeps['delivery'];
  codSettings: PriceCartDeps['codSettings'];
  customers: PriceCartDeps['customers'];
  mails: OrderMails;
  /** Returns and exchanges (issue 13): their requests, mails, store credit and uploaded photos. */
  returns: ReturnService;
  returnMails: ReturnMails;
  wallet: WalletService;
  photoExists: (key: string) => Promise<boolean>;
  /** The admin's changes (ship, deliver, cancel, cancel a line, COD paid) are audited in their transaction. */
  audit: Pick<AuditService, 'record'>;
  holdMinutes: number;
  storeName: string;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

export function createCheckout(deps: CheckoutDeps) {
  const priceCart = createPriceCart(deps);
  const documents = createDocumentSteps(deps);
  const placeOrder = createPlaceOrder({ ...deps, priceCart, documents });
  const payments = createPaymentWorkflows({ ...deps, placeOrder, documents });
  const fulfilment = createFulfilment({ ...deps, payments, documents });
  const returns = createReturnWorkflows({ ...deps, payments, paymentRecords: deps.payments });
  return {
    priceCart,
    /** `POST /api/cart/quote`: the browser cart priced now, in the API's shape. */
    async quote(
      req: QuoteRequest & { knownPrices?: Record<string, number> | undefined; customerId?: string | null },
    ): Promise<QuoteResponse> {
      return toQuoteResponse(await priceCart({ ...req, mode: 'quote' }));
    },
    placeOrder,
    startPayment: payments.startPayment,
    retryPayment: payments.retryPayment,
    verifyPayment: payments.verifyPayment,
    capturePayment: payments.capturePayment,
    failPayment: payments.failPayment,
    handleWebhook: payments.handleWebhook,
    releaseExpiredHolds: payments.releaseExpiredHolds,
    sandboxPay: payments.sandboxPay,
    cancelAndRefund: fulfilment.cancelAndRefund,
    cancelLine: fulfilment.cancelLine,
    ship: fulfilment.ship,
    deliver: fulfilment.deliver,
    markCodPaid: fulfilment.markCodPaid,
    returns,
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
