/**
 * placeOrder: replay (same idempotency key and body: the first order), resolve the delivery address (a saved one or
 * the spec's inline one, made canonical), price the cart (priceCart, order mode), then store the order and take the
 * stock of every size in one transaction (all or nothing, `stock >= q`), with its mail job (cash on delivery; an
 * online order mails when its payment is captured).
 */
import type { AddressDto, ShippingAddress } from '../../shop/address-types.ts';
import { toShippingAddress } from '../../shop/addresses.ts';
import type { OrderPayload } from '../../shop/checkout.ts';
import { paise, timesQuantity } from '../../shop/money.ts';
import type { OrderResponse } from '../../shop/order-shapes.ts';
import { codRefusal } from '../../shop/cod.ts';
import { MAX_HELD_PER_SIZE, unpaidToGiveUp } from '../../shop/orders.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid } from '../errors.ts';
import {
  isIdempotencyRace,
  requestHash,
  type Customer,
  type OrderRow,
  type OrderService,
  type StockLine,
} from '../orders/service.ts';
import type { DocumentSteps } from './documents.ts';
import type { OrderMails } from './mails.ts';
import {
  checkCouponRules,
  type PriceCart,
  type PriceCartDeps,
  type PricedCart,
  type PricedLine,
} from './price-cart.ts';
import type { SellableVariant } from '../catalog/service.ts';
import { runWorkflow, type WorkflowLog } from './workflow.ts';
import type { WalletService } from '../wallet/service.ts';
import { creditToApply, STORE_CREDIT_MESSAGES } from '../../shop/store-credit.ts';

export type PlacedOrder = { order: OrderResponse; row: OrderRow; created: boolean };

export type PlaceOrderDeps = {
  db: Db;
  orders: OrderService;
  catalog: {
    reserveStock(tx: Tx, lines: StockLine[]): Promise<string[]>;
    releaseStock(tx: Tx, lines: StockLine[]): Promise<void>;
  };
  merch: { lockCoupon(tx: Tx, id: string): Promise<{ isActive: boolean } | null> };
  addresses: { get(userId: string, id: string): Promise<AddressDto> };
  /** An address's PIN must be known and its state the PIN's (a saved address from before the check too). */
  delivery: { assertAddress(address: { pincode: string; state: string }, field?: string): void };
  priceCart: PriceCart;
  customers: PriceCartDeps['customers'];
  documents: Pick<DocumentSteps, 'assertTaxable' | 'invoice'>;
  /** Store credit the customer applies is spent in the order's transaction (never below 0). */
  wallet: Pick<WalletService, 'balance' | 'spendOnOrder' | 'returnOrderSpend'>;
  mails: OrderMails;
  holdMinutes: number;
  log: WorkflowLog;
};

type Ctx = {
  customer: Customer;
  payload: OrderPayload;
  key: string | null;
  hash: string;
  shipping: ShippingAddress | null;
  priced: PricedCart | null;
  row: OrderRow | null;
  created: boolean;
};

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { orders } = deps;

  /** The order stored earlier under this key; a different body under the same key is refused. */
  async function replay(ctx: Ctx): Promise<OrderRow | null> {
    if (!ctx.key) return null;
    const existing = await orders.findByIdempotencyKey(ctx.customer.id, ctx.key);
    if (existing && existing.requestHash !== ctx.hash) {
      throw new Conflict('This Idempotency-Key was already used for a different order.', {
        reason: 'idempotency_conflict',
      });
    }
    return existing;
  }

  async function shippingFor(ctx: Ctx): Promise<ShippingAddress> {
    const { customer, payload } = ctx;
    if (payload.addressId) return toShippingAddress(await deps.addresses.get(customer.id, payload.addressId), customer);
    if (!payload.shippingAddress) {
      throw new Invalid(MESSAGES.selectAddress, {
        reason: 'address_required',
        fields: { shippingAddress: MESSAGES.selectAddress },
      });
    }
    // The payload is the parsed orderPayloadSchema: its inline address passed the canonical address rules.
    return toShippingAddress(payload.shippingAddress, customer);
  }

  /**
   * Stock hoarding: a customer keeps at most MAX_UNPAID_ONLINE_ORDERS unpaid online orders (a new one gives up the
   * oldest: payment failed, stock back) and holds at most MAX_HELD_PER_SIZE of a size across them.
   */
  async function limitUnpaid(tx: Tx, userId: string, lines: Array<{ line: PricedLine; v: SellableVariant }>) {
    const unpaid = await orders.unpaidOnline(tx, userId);
    for (const old of unpaid.slice(0, unpaidToGiveUp(unpaid.length))) {
      await orders.transition(tx, old, 'payment_failed', { paymentStatus: 'failed', holdExpiresAt: null });
      await deps.catalog.releaseStock(tx, await orders.claimStockRelease(tx, old.id));
      await deps.wallet.returnOrderSpend(tx, old.id);
    }
    const held = await orders.heldUnpaid(
      tx,
      userId,
      lines.map(({ v }) => v.variantId),
    );
    for (const { line, v } of lines) {
      const already = held.get(v.variantId) ?? 0;
      if (already + line.quantity > MAX_HELD_PER_SIZE) {
        const message = `You already have ${already} of ${v.name} (size ${v.size}) in an unpaid order. Pay for it first, or order at most ${Math.max(0, MAX_HELD_PER_SIZE - already)} more.`;
        throw new Conflict(message, { reason: 'quantity_limit', fields: { items: message } });
      }
    }
  }

  /**
   * The COD rules again under the customer's lock, with the open COD orders and the customer's flag as they stand
   * now: of many COD orders placed at once by one customer, at most the allowed number are stored, and an order still
   * being placed when staff turn COD off for the customer is refused.
   */
  async function recheckCod(tx: Tx, userId: string, priced: PricedCart) {
    const { facts, rules } = priced.cod!;
    const now = {
      openOrders: await orders.openCodOrders(tx, userId),
      blocked: await deps.customers.codBlocked(userId, tx),
    };
    const refusal = codRefusal({ ...facts, ...now }, rules);
    if (refusal) {
      throw new Conflict(refusal.message, { reason: refusal.reason, fields: { paymentMethod: refusal.message } });
    }
  }

  /** The coupon's rules again, under its lock and the customer's, with the uses as they stand now. */
  async function recheckCoupon(tx: Tx, userId: string, priced: PricedCart) {
    const coupon = priced.coupon!;
    const current = await deps.merch.lockCoupon(tx, coupon.id);
    if (!current?.isActive) {
      throw new Invalid(MESSAGES.invalidCoupon, {
        reason: 'coupon_invalid',
        fields: { couponCode: MESSAGES.invalidCoupon },
      });
    }
    checkCouponRules(coupon, priced.totals.subtotal, await orders.couponUsage(tx, coupon.code, userId));
  }

  async function store(ctx: Ctx): Promise<OrderRow> {
    const priced = ctx.priced!;
    const online = ctx.payload.paymentMethod === 'razorpay';
    const lines = priced.lines.map((l) => ({ line: l, v: l.variant! }));
    return deps.db.transaction(async (tx) => {
      // One order at a time per customer: the rules below count what the customer already has.
      await orders.lockCustomer(tx, ctx.customer.id);
      if (online) await limitUnpaid(tx, ctx.customer.id, lines);
      else await recheckCod(tx, ctx.customer.id, priced);
      if (priced.coupon) await recheckCoupon(tx, ctx.customer.id, priced);
      await deps.documents.assertTaxable(
        tx,
        lines.map(({ v }) => v.hsn),
        new Date(),
      );
      const storeCredit = ctx.payload.useStoreCredit
        ? creditToApply(await deps.wallet.balance(ctx.customer.id, tx), priced.totals.total, ctx.payload.paymentMethod)
        : paise(0);
      const row = await orders.insert(tx, {
        storeCredit,
        userId: ctx.customer.id,
        paymentMethod: ctx.payload.paymentMethod,
        mrpTotal: priced.totals.mrpTotal,
        subtotal: priced.totals.subtotal,
        coupon: priced.coupon ? { code: priced.coupon.code, percentage: priced.coupon.discountPercentage } : null,
        couponDiscount: priced.totals.couponDiscount,
        shippingCharge: priced.totals.shipping,
        codFee: priced.totals.codFee,
        total: priced.totals.total,
        promisedDeliveryDate: priced.delivery?.deliveryDate ?? null,
        shippingAddress: ctx.shipping!,
        idempotencyKey: ctx.key,
        requestHash: ctx.hash,
        holdExpiresAt: online ? new Date(Date.now() + deps.holdMinutes * 60_000) : null,
        lines: lines.map(({ line, v }) => ({
          productId: v.productId,
          variantId: v.variantId,
          name: v.name,
          image: v.image,
          size: v.size,
          hsn: v.hsn,
          quantity: line.quantity,
          mrp: v.mrpPaise,
          unitPrice: v.salePaise,
          lineTotal: timesQuantity(v.salePaise, line.quantity),
        })),
      });
      const short = await deps.catalog.reserveStock(
        tx,
        lines.map(({ line, v }) => ({ variantId: v.variantId, quantity: line.quantity })),
      );
      if (short.length > 0) {
        const names = lines.filter(({ v }) => short.includes(v.variantId)).map(({ v }) => `${v.name} (${v.size})`);
        throw new Conflict(MESSAGES.outOfStock, {
          reason: 'out_of_stock',
          fields: { items: `Not enough stock: ${names.join(', ')}` },
        });
      }
      // The balance row's conditional update: concurrent orders queue on it, and none takes more than is left.
      if (!(await deps.wallet.spendOnOrder(tx, ctx.customer.id, row.id, storeCredit))) {
        throw new Conflict(STORE_CREDIT_MESSAGES.insufficient, { reason: 'insufficient_credit' });
      }
      if (!online) {
        await deps.mails.enqueue(tx, row.id, 'placed');
        // Cash on delivery is confirmed when placed: its invoice is issued now (last: it takes the number).
        await deps.documents.invoice(tx, row);
      }
      return row;
    });
  }

  /**
   * Places an order. Everything is priced from the database; the client's prices and totals are ignored. The same
   * idempotency key and body returns the first order (created: false); the same key with another body is a 409.
   */
  return async function placeOrder(
    customer: Customer,
    payload: OrderPayload,
    opts: { idempotencyKey?: string | undefined } = {},
  ): Promise<PlacedOrder> {
    const ctx = await runWorkflow<Ctx>(
      'placeOrder',
      {
        customer,
        payload,
        key: opts.idempotencyKey ?? null,
        hash: requestHash(payload),
        shipping: null,
        priced: null,
        row: null,
        created: false,
      },
      [
        {
          name: 'replay',
          async run(c) {
            c.row = await replay(c);
            if (c.row) return 'done';
          },
        },
        {
          name: 'resolve address',
          async run(c) {
            c.shipping = await shippingFor(c);
            deps.delivery.assertAddress(c.shipping, 'shippingAddress');
          },
        },
        {
          name: 'price cart',
          async run(c) {
            c.priced = await deps.priceCart({
              items: c.payload.items,
              couponCode: c.payload.couponCode,
              mode: 'order',
              customerId: c.customer.id,
              pincode: c.shipping!.pincode,
              state: c.shipping!.state,
              paymentMethod: c.payload.paymentMethod,
            });
          },
        },
        {
          name: 'store order and take stock',
          async run(c) {
            try {
              c.row = await store(c);
              c.created = true;
            } catch (err) {
              // A concurrent request with the same key won the race: answer with its order.
              if (c.key && isIdempotencyRace(err)) c.row = await replay(c);
              if (!c.row) throw err;
            }
          },
        },
      ],
      deps.log,
    );
    const order = await orders.response(ctx.row!);
    return { order, row: ctx.row!, created: ctx.created };
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
