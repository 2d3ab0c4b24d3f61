/**
 * priceCart: the one pricing of a cart, shared by the cart quote (`POST /api/cart/quote`) and by placing an order.
 * Steps: load the coupon, load each line's product and size from the catalogue (current price, stock, still sold),
 * check the lines, total them, check the coupon's rules (src/shop/coupons.ts; a signed-in shopper's own uses too),
 * then, when a delivery PIN is known (the quote's `pincode`, an order's shipping address), deliver: whether the store
 * delivers there, the promised date, whether cash on delivery is allowed there and the shipping charge (added to the
 * total), then cash on delivery: whether it may be used (src/shop/cod.ts: zone, the customer's flag, the order
 * value, open COD orders), why not, and its fee (added to the total of an order paid on delivery only).
 *
 * - `quote` mode reports what changed for each line (no longer sold, out of stock, fewer left, new price) and prices
 *   what can be bought now (each line capped at lineLimit(stock)).
 * - `order` mode merges lines of the same product and size, refuses a line over the per-line limit or one no longer
 *   sold, and prices the quantities asked for (stock is then taken atomically when the order is stored); a PIN the
 *   store does not deliver to refuses the order (409 not_serviceable); a COD order that COD is refused for is
 *   refused with the rule's reason (409 cod_*), the online option staying open.
 */
import { codRefusal, codTotal, type CodFacts, type CodReason, type CodRules } from '../../shop/cod.ts';
import { couponRefusal, type CouponUsage } from '../../shop/coupons.ts';
import { formatRupees, rupeesToPaise, type Paise } from '../../shop/money.ts';
import {
  buyableQuantity,
  lineKey,
  lineLimit,
  MAX_QUANTITY_PER_LINE,
  type LineProblem,
  type PaymentMethod,
} from '../../shop/orders.ts';
import { notServiceableAt } from '../../shop/delivery.ts';
import { MESSAGES, orderTotals, type PricedLine as PriceInput, type Totals } from '../../shop/pricing.ts';
import type { SellableVariant } from '../catalog/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { DeliveryCheck, DeliveryQuestion } from '../delivery/service.ts';
import type { Coupon } from '../merch/service.ts';
import { runWorkflow, type Step, type WorkflowLog } from './workflow.ts';

export type CartItem = { product: string; size: string; quantity: number };

export type PricedLine = {
  item: CartItem;
  /** The product and size as sold now (null when the catalogue has no such product and size). */
  variant: SellableVariant | null;
  /** The quantity priced: what can be bought now (quote), or what was asked for (order). */
  quantity: number;
  maxQuantity: number;
  problem: LineProblem | null;
};

/** Cash on delivery for this cart: allowed or why not, its fee, and the total paid on delivery. */
export type CodQuote = {
  available: boolean;
  reason: CodReason | null;
  message: string | null;
  feePaise: Paise;
  /** The order's total when paid on delivery (with the fee). */
  totalPaise: Paise;
  /** What the rule was decided on (placing an order counts the open COD orders again under the customer's lock). */
  facts: CodFacts;
  rules: CodRules;
};

export type PricedCart = {
  lines: PricedLine[];
  coupon: Coupon | null;
  totals: Totals;
  /** Sentences for the shopper about what changed (quote mode). */
  changes: string[];
  shipping: Paise;
  platformFee: Paise;
  /** Delivery to the PIN asked about (null when none was given). */
  delivery: DeliveryCheck | null;
  /** Null for an order paid online (a quote always answers it). */
  cod: CodQuote | null;
};

export type PriceCartInput = {
  items: CartItem[];
  couponCode?: string | undefined;
  /** Rupees the shopper last saw, by lineKey (quote mode reports price changes). */
  knownPrices?: Record<string, number> | undefined;
  mode: 'quote' | 'order';
  /** The signed-in shopper, for the coupon rules that depend on them (first order only, uses per customer). */
  customerId?: string | null | undefined;
  /** Where it goes: the delivery step runs when a PIN is known (and the state, for zones by state). */
  pincode?: string | undefined;
  state?: string | null | undefined;
  /** How the order is paid (order mode): cash on delivery adds its fee, and its rules must allow it. */
  paymentMethod?: PaymentMethod | undefined;
};

export type PriceCartDeps = {
  catalog: {
    variantsFor(pairs: Array<{ productId: string; size: string }>, tx?: Tx | Db): Promise<Map<string, SellableVariant>>;
  };
  merch: { couponFor(code: string): Promise<Coupon> };
  orders: {
    couponUsage(tx: Tx | Db, code: string, userId: string | null): Promise<CouponUsage>;
    openCodOrders(tx: Tx | Db, userId: string): Promise<number>;
  };
  delivery: { check(pin: string, q?: DeliveryQuestion): Promise<DeliveryCheck> };
  /** The owner's COD settings (fee, maximum, open orders). */
  codSettings: { get(): Promise<CodRules> };
  /** Whether the store turned cash on delivery off for a customer. */
  customers: { codBlocked(id: string, tx?: Tx): Promise<boolean> };
  db: Db;
  log: WorkflowLog;
};

/** A PIN the directory does not know (404) or a malformed one (400) means no delivery answer; anything else throws. */
function unknownPin(err: unknown): null {
  if (err instanceof NotFound || err instanceof Invalid) return null;
  throw err;
}

/** Refuses a coupon its rules do not allow on this order (coupon_not_eligible, with the rule's own message). */
export function checkCouponRules(coupon: Coupon, subtotal: Paise, usage: CouponUsage, now = new Date()): void {
  const refusal = couponRefusal(coupon.rules, { subtotal, now }, usage);
  if (refusal) throw new Invalid(refusal, { reason: 'coupon_not_eligible', fields: { couponCode: refusal } });
}

type Ctx = {
  input: PriceCartInput;
  coupon: Coupon | null;
  items: CartItem[];
  variants: Map<string, SellableVariant>;
  lines: PricedLine[];
  changes: string[];
  priced: PriceInput[];
  totals: Totals | null;
  delivery: DeliveryCheck | null;
  cod: CodQuote | null;
};

/** One line per product and size, quantities added; more than the per-line limit is refused. */
function mergeLines(items: CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const item of items) {
    const key = lineKey(item.product, item.size);
    const line = merged.get(key) ?? { product: item.product, size: item.size, quantity: 0 };
    line.quantity += item.quantity;
    if (line.quantity > MAX_QUANTITY_PER_LINE) {
      throw new Invalid(`At most ${MAX_QUANTITY_PER_LINE} of an item per order.`, {
        reason: 'quantity_limit',
        fields: { items: 'Too many of one item' },
      });
    }
    merged.set(key, line);
  }
  return [...merged.values()];
}

/** Quote mode: what can be bought of a line now, and what changed since the shopper added it. */
function quoteLine(item: CartItem, v: SellableVariant | null, ctx: Ctx): PricedLine {
  if (!v || !v.isActive) {
    ctx.changes.push(`An item (size ${item.size}) is no longer sold and was taken out of your order.`);
    return { item, variant: v, quantity: 0, maxQuantity: 0, problem: 'unavailable' };
  }
  const maxQuantity = lineLimit(v.stock);
  const quantity = buyableQuantity(item.quantity, v.stock);
  let problem: LineProblem | null = null;
  if (v.stock <= 0) {
    problem = 'out_of_stock';
    ctx.changes.push(`${v.name} (size ${v.size}) is out of stock.`);
  } else if (quantity < item.quantity) {
    problem = 'reduced';
    ctx.changes.push(`Only ${maxQuantity} of ${v.name} (size ${v.size}) can be ordered now.`);
  }
  const seen = ctx.input.knownPrices?.[lineKey(item.product, item.size)];
  if (seen !== undefined && rupeesToPaise(seen) !== v.salePaise) {
    problem ??= 'price_changed';
    ctx.changes.push(`The price of ${v.name} changed to ${formatRupees(v.salePaise)}.`);
  }
  return { item, variant: v, quantity, maxQuantity, problem };
}

/** Order mode: a line no longer sold refuses the order (the shopper's cart must be checked again). */
function orderLine(item: CartItem, v: SellableVariant | null): PricedLine {
  if (!v || !v.isActive) {
    throw new Conflict(MESSAGES.outOfStock, {
      reason: 'item_unavailable',
      fields: { items: `${v?.name ?? 'An item'} is no longer sold` },
    });
  }
  return { item, variant: v, quantity: item.quantity, maxQuantity: lineLimit(v.stock), problem: null };
}

export function createPriceCart(deps: PriceCartDeps) {
  const steps: Step<Ctx>[] = [
    {
      name: 'merge lines',
      run(ctx) {
        ctx.items = ctx.input.mode === 'order' ? mergeLines(ctx.input.items) : ctx.input.items;
      },
    },
    {
      name: 'load coupon',
      async run(ctx) {
        const code = ctx.input.couponCode?.trim();
        ctx.coupon = code ? await deps.merch.couponFor(code) : null;
      },
    },
    {
      name: 'load products',
      async run(ctx) {
        ctx.variants = await deps.catalog.variantsFor(ctx.items.map((i) => ({ productId: i.product, size: i.size })));
      },
    },
    {
      name: 'check lines',
      run(ctx) {
        ctx.lines = ctx.items.map((item) => {
          const v = ctx.variants.get(lineKey(item.product, item.size)) ?? null;
          return ctx.input.mode === 'order' ? orderLine(item, v) : quoteLine(item, v, ctx);
        });
      },
    },
    {
      name: 'total',
      run(ctx) {
        ctx.priced = ctx.lines
          .filter((l) => l.variant && l.quantity > 0)
          .map((l) => ({ mrp: l.variant!.mrpPaise, unitPrice: l.variant!.salePaise, quantity: l.quantity }));
        ctx.totals = orderTotals(ctx.priced, ctx.coupon?.discountPercentage ?? 0);
      },
    },
    {
      name: 'check coupon rules',
      async run(ctx) {
        if (!ctx.coupon) return;
        const usage = await deps.orders.couponUsage(deps.db, ctx.coupon.code, ctx.input.customerId ?? null);
        checkCouponRules(ctx.coupon, ctx.totals!.subtotal, usage);
      },
    },
    {
      name: 'delivery',
      async run(ctx) {
        const pin = ctx.input.pincode;
        if (!pin) return;
        const before = ctx.totals!;
        // A courier may be asked here: never inside a database transaction (placing an order opens its own later).
        const asked = deps.delivery.check(pin, {
          pieces: ctx.priced.reduce((n, l) => n + l.quantity, 0),
          goods: before.total,
          state: ctx.input.state ?? null,
          fresh: ctx.input.mode === 'order',
        });
        // A quote for a PIN the directory does not know is still a quote (the address is refused when ordering).
        const delivery = ctx.input.mode === 'quote' ? await asked.catch(unknownPin) : await asked;
        if (!delivery) return;
        if (!delivery.serviceable && ctx.input.mode === 'order') {
          const message = notServiceableAt(pin);
          throw new Conflict(message, { reason: 'not_serviceable', fields: { shippingAddress: message } });
        }
        ctx.delivery = delivery;
        ctx.totals = orderTotals(ctx.priced, ctx.coupon?.discountPercentage ?? 0, delivery.shippingChargePaise);
      },
    },
    {
      name: 'cash on delivery',
      async run(ctx) {
        const ordering = ctx.input.mode === 'order';
        // An order paid online needs no COD answer.
        if (ordering && ctx.input.paymentMethod !== 'cod') return;
        const customerId = ctx.input.customerId ?? null;
        const rules = await deps.codSettings.get();
        const blocked = customerId ? await deps.customers.codBlocked(customerId) : null;
        // A COD order counts its customer's open COD orders when it is stored, under the customer's lock (placeOrder).
        const openOrders = customerId && !ordering ? await deps.orders.openCodOrders(deps.db, customerId) : null;
        const totals = ctx.totals!;
        const facts: CodFacts = {
          total: totals.total,
          pin: ctx.input.pincode ?? null,
          codAllowedHere: ctx.delivery ? ctx.delivery.codAllowed : null,
          blocked,
          openOrders,
        };
        const refusal = codRefusal(facts, rules);
        ctx.cod = {
          available: refusal === null,
          reason: refusal?.reason ?? null,
          message: refusal?.message ?? null,
          feePaise: rules.feePaise,
          totalPaise: codTotal(totals.total, rules),
          facts,
          rules,
        };
        if (!ordering) return;
        if (refusal) {
          throw new Conflict(refusal.message, { reason: refusal.reason, fields: { paymentMethod: refusal.message } });
        }
        ctx.totals = orderTotals(ctx.priced, ctx.coupon?.discountPercentage ?? 0, totals.shipping, rules.feePaise);
      },
    },
  ];

  /** Prices a cart from the database (client prices are never used). */
  return async function priceCart(input: PriceCartInput): Promise<PricedCart> {
    const ctx = await runWorkflow<Ctx>(
      'priceCart',
      {
        input,
        coupon: null,
        items: [],
        variants: new Map(),
        lines: [],
        changes: [],
        priced: [],
        totals: null,
        delivery: null,
        cod: null,
      },
      steps,
      deps.log,
    );
    return {
      lines: ctx.lines,
      coupon: ctx.coupon,
      totals: ctx.totals!,
      changes: ctx.changes,
      shipping: ctx.totals!.shipping,
      platformFee: 0 as Paise,
      delivery: ctx.delivery,
      cod: ctx.cod,
    };
  };
}

export type PriceCart = ReturnType<typeof createPriceCart>;
