import ArrowLeft from '../components/icons/arrow-left.tsx';
import Lock from '../components/icons/lock.tsx';
import Plus from '../components/icons/plus.tsx';
import { useRef, useState } from 'react';
import { data, useNavigate } from 'react-router';
import { Link } from '../components/link.tsx';
import type { AddressDto } from '../../shop/address-types.ts';
import { addressSchema } from '../../shop/addresses.ts';
import { isLineBlocked } from '../../shop/orders.ts';
import { DELIVERY_MESSAGES } from '../../shop/delivery.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import { formatRupees, paise } from '../../shop/money.ts';
import { creditToApply } from '../../shop/store-credit.ts';
import { isCouponRefusal, needsRequote } from '../../shop/reasons.ts';
import { fieldErrors, formValues, type FieldErrors } from '../../shop/form-errors.ts';
import { secondaryButton } from '../components/account/form-fields.tsx';
import { AddressForm, type AddressFormValues } from '../components/address-form.tsx';
import { OrderSummary } from '../components/cart/order-summary.tsx';
import { totalsOf } from '../components/cart/quote.ts';
import { useCartQuote } from '../components/cart/use-cart-quote.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { AddressPicker, deliverable, type AddressDelivery } from '../components/checkout/address-picker.tsx';
import { CheckoutItems } from '../components/checkout/checkout-items.tsx';
import { PaymentMethods, type PaymentMethod } from '../components/checkout/payment-methods.tsx';
import {
  createCodOrder,
  createPaymentOrder,
  loadCheckoutScript,
  newIdempotencyKey,
  openCheckout,
  PlaceOrderError,
  SDK_FAILED,
  verifyPayment,
  type OrderPayload,
} from '../components/checkout/place-order.ts';
import { refusalOf } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import {
  cartCount,
  clearCart,
  OUT_OF_STOCK_MESSAGE,
  setCartCoupon,
  useCart,
  useCartCoupon,
} from '../lib/cart-store.ts';
import { pageMeta } from '../lib/meta.ts';
import { confirmationPath } from '../lib/site.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/checkout-address.ts';
import { EmptyCart } from '../components/cart/empty-cart.tsx';
import { BarTotal, StickyActionBar } from '../components/sticky-action-bar.tsx';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta('Checkout', 'Choose where your order should be delivered and how you would like to pay.', {
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context.get(appContext);
  const addresses = await services.addresses.list(user.id);
  // When each address would get the order, all at once (one answer per address; an unknown PIN cannot be ordered to).
  const checks = await services.delivery.checkMany(addresses.map((a) => ({ pin: a.pincode, state: a.state })));
  const delivery: Record<string, AddressDelivery> = {};
  addresses.forEach((a, i) => {
    const c = checks[i];
    delivery[a._id] = c
      ? { serviceable: c.serviceable, deliveryDate: c.deliveryDate, message: c.message }
      : { serviceable: false, deliveryDate: null, message: DELIVERY_MESSAGES.unknownPin };
  });
  const storeCredit = await services.wallet.balance(user.id);
  return { addresses, delivery, owner: { name: user.name, phone: user.phone }, storeCredit };
}

type AddResult =
  | { ok: true; address: AddressDto }
  | { ok: false; formError: string | null; fieldErrors?: FieldErrors; values?: Record<string, string> };

/** Adds a delivery address from the inline form (the same rules and messages as the address book). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const values = formValues(await request.formData());
  const parsed = addressSchema.safeParse(values);
  if (!parsed.success) {
    return data<AddResult>(
      { ok: false, formError: null, fieldErrors: fieldErrors(parsed.error.issues), values },
      { status: 400 },
    );
  }
  try {
    const address = await context.get(appContext).services.addresses.create(user, parsed.data);
    return data<AddResult>({ ok: true, address });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<AddResult>(
      { ok: false, formError: r.message, ...(r.fields ? { fieldErrors: r.fields } : {}), values },
      { status: r.status },
    );
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const result = await serverAction();
    if (result.ok) notify.success('Address added successfully');
    else if (result.formError || !result.fieldErrors) notify.error(result.formError ?? 'Something went wrong');
    return result;
  } catch {
    notify.error('Something went wrong');
    return { ok: false, formError: 'Something went wrong' } satisfies AddResult;
  }
}

/** The default address (else the first) among those the store delivers to. */
function preselected(addresses: AddressDto[], delivery: Record<string, AddressDelivery>): string | null {
  const open = addresses.filter((a) => deliverable(delivery[a._id]));
  return (open.find((a) => a.isDefault) ?? open[0])?._id ?? null;
}

/** The one checkout step: delivery address, payment method, the items and their price, and Continue. */
export default routeView(function CheckoutAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, delivery, owner, storeCredit } = loaderData;
  const [useCredit, setUseCredit] = useState(false);
  const hydrated = useHydrated();
  const lines = useCart();
  const coupon = useCartCoupon();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [selected, setSelected] = useState<string | null>(() => preselected(addresses, delivery));
  const pincode = addresses.find((a) => a._id === selected)?.pincode ?? null;
  const q = useCartQuote(lines, coupon, hydrated && !done, pincode);

  const [adding, setAdding] = useState(addresses.length === 0);
  const [formKey, setFormKey] = useState(0);
  const [picked, setPicked] = useState<PaymentMethod>('cod');
  // Cash on delivery refused for this order (the quote says why): online payment is the choice.
  const cod = q.quote?.cod ?? null;
  const method: PaymentMethod = picked === 'cod' && cod && !cod.available ? 'razorpay' : picked;
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  // A new address from the inline form is the one to deliver to.
  const added = actionData?.ok ? actionData.address : null;
  const [taken, setTaken] = useState<string | null>(null);
  if (added && added._id !== taken) {
    setTaken(added._id);
    setAdding(false);
    // An address the store does not deliver to is saved, but not chosen: the shopper is told why.
    const addedDelivery = delivery[added._id];
    if (deliverable(addedDelivery)) {
      setSelected(added._id);
      setProblem(null);
    } else setProblem(addedDelivery?.message ?? null);
  }
  // The selected address was deleted elsewhere: fall back to the default.
  if (selected && !addresses.some((a) => a._id === selected) && added?._id !== selected) {
    setSelected(preselected(addresses, delivery));
  }
  const address = addresses.find((a) => a._id === selected) ?? null;
  const failed = actionData && !actionData.ok ? actionData : undefined;

  if (hydrated && lines.length === 0 && !done) {
    return (
      <Frame>
        <EmptyCart />
      </Frame>
    );
  }

  const totals = totalsOf(lines, q.quote, method === 'cod');
  const count = cartCount(lines);
  const blocked = lines.some(isLineBlocked);

  /** The same key while the same order is retried (a double click, a lost answer); a new one for a changed order. */
  function keyFor(body: string): string {
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    return attempt.current.key;
  }

  /** Placed (and paid): the cart is emptied and the shopper lands on the order's confirmation page. */
  function finish(message: string, orderId: string) {
    setDone(true);
    notify.success(message);
    clearCart();
    setCartCoupon(null);
    void navigate(confirmationPath(orderId));
  }

  function stop(message: string | null, opts: { newAttempt?: boolean } = {}) {
    if (opts.newAttempt) attempt.current = null;
    busy.current = false;
    setPlacing(false);
    setProblem(message);
  }

  function refused(err: unknown) {
    const e = err instanceof PlaceOrderError ? err : new PlaceOrderError(MESSAGES.orderFailed, 0);
    if (e.status === 401) {
      notify.error('Please log in again to place your order.');
      void navigate(`/login?redirect=${encodeURIComponent('/checkout/address')}`);
      return stop(null);
    }
    notify.error(e.message);
    if (needsRequote(e.reason)) q.refresh();
    if (isCouponRefusal(e.reason)) setCartCoupon(null);
    // Unanswered requests may be retried with the same key; a refusal means the next try is a new order.
    stop(e.message, { newAttempt: e.status !== 0 });
  }

  async function placeOrder() {
    if (busy.current) return;
    if (!address) {
      notify.error(MESSAGES.selectAddress);
      setProblem(MESSAGES.selectAddress);
      document.getElementById('delivery-address')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (blocked) {
      notify.error(OUT_OF_STOCK_MESSAGE);
      setProblem(OUT_OF_STOCK_MESSAGE);
      return;
    }
    busy.current = true;
    setPlacing(true);
    setProblem(null);

    const payload: OrderPayload = {
      items: lines.map((l) => ({ product: l._id, quantity: l.quantity, price: l.salePrice, size: l.size })),
      shippingAddress: {
        fullName: address.name,
        phone: address.phone,
        street: address.street,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        country: address.country,
      },
      paymentMethod: method,
      totalAmount: totals.total / 100,
      ...(coupon ? { couponCode: coupon } : {}),
      ...(useCredit ? { useStoreCredit: true } : {}),
      addressId: address._id,
    };
    const key = keyFor(JSON.stringify(payload));

    if (method === 'cod') {
      try {
        const res = await createCodOrder(payload, key);
        finish(res.message ?? MESSAGES.orderPlaced, res.order._id);
      } catch (err) {
        refused(err);
      }
      return;
    }

    let order;
    try {
      order = await createPaymentOrder(payload, key);
    } catch (err) {
      return refused(err);
    }
    let Razorpay;
    try {
      Razorpay = await loadCheckoutScript(order.checkoutScript);
    } catch {
      notify.error(SDK_FAILED);
      return stop(SDK_FAILED);
    }
    const orderId = order.orderId;
    openCheckout(Razorpay, order, {
      onPaid: (resp) => {
        busy.current = true;
        setPlacing(true);
        verifyPayment(resp, orderId).then(
          (res) => finish(res.message ?? MESSAGES.paymentSuccessful, orderId),
          (err: unknown) => {
            if (err instanceof PlaceOrderError && err.status === 0) {
              // No answer: the payment may well have gone through (the provider's webhook settles it).
              const text = 'We could not confirm your payment. Please check My Orders before paying again.';
              notify.error(text);
              return stop(text, { newAttempt: true });
            }
            if (err instanceof PlaceOrderError && err.reason === 'payment_refunded') {
              // Paid for an order that was cancelled or ran out of time: the money went back; say so.
              notify.error(err.message);
              return stop(err.message, { newAttempt: true });
            }
            notify.error(MESSAGES.paymentFailed);
            stop(MESSAGES.paymentFailed, { newAttempt: true });
          },
        );
      },
      // A failed attempt keeps the order and its stock hold: Continue pays for the same order again.
      onFailed: () => {
        notify.error(MESSAGES.paymentFailed);
        stop(MESSAGES.paymentFailed);
      },
      onDismiss: () => stop('Payment was not completed. Your cart is saved: you can try again.'),
    });
  }

  return (
    <Frame>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="delivery-address" className="scroll-mt-24">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="delivery-address" className="text-xl font-semibold text-ink">
                <StepNumber n={1} />
                Delivery Address
              </h2>
              {addresses.length > 0 && !adding && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    setFormKey((k) => k + 1);
                    setAdding(true);
                  }}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  Add New Address
                </button>
              )}
            </div>
            <div className="mt-4 space-y-4">
              {addresses.length > 0 && (
                <AddressPicker addresses={addresses} delivery={delivery} selected={selected} onSelect={setSelected} />
              )}
              {adding && (
                <div className="rounded-xl border border-gray-200 bg-ivory p-4 sm:p-6">
                  <h3 className="mb-4 font-semibold text-ink">
                    {addresses.length === 0 ? 'Where should we deliver?' : 'Add a new address'}
                  </h3>
                  <AddressForm
                    key={formKey}
                    values={
                      failed?.values
                        ? submitted(failed.values)
                        : { name: owner.name, phone: owner.phone, isDefault: addresses.length === 0 }
                    }
                    serverErrors={failed?.fieldErrors}
                    hidden={{ intent: 'add-address' }}
                    submitLabel="Save and deliver here"
                    defaultLocked={addresses.length === 0}
                    defaultHint="Your first address becomes your default address."
                    {...(addresses.length > 0 ? { onCancel: () => setAdding(false) } : {})}
                  />
                </div>
              )}
            </div>
          </section>

          <section aria-labelledby="payment-method">
            <h2 id="payment-method" className="text-xl font-semibold text-ink">
              <StepNumber n={2} />
              Payment Method
            </h2>
            <div className="mt-4">
              <PaymentMethods value={method} onChange={setPicked} cod={cod} />
            </div>
            {storeCredit > 0 && (
              <label className="mt-4 flex items-start gap-3 rounded-xl border border-gray-200 p-4 text-sm">
                <input
                  type="checkbox"
                  name="useStoreCredit"
                  className="mt-0.5"
                  checked={useCredit}
                  onChange={(e) => setUseCredit(e.currentTarget.checked)}
                />
                <span>
                  Use my store credit ({formatRupees(paise(storeCredit))} available)
                  {useCredit && hydrated && (
                    <span className="block text-gray-700">
                      {formatRupees(creditToApply(paise(storeCredit), totals.total, method))} off what you pay now
                    </span>
                  )}
                </span>
              </label>
            )}
          </section>
        </div>

        <aside aria-label="Your order" className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <section
            aria-labelledby="checkout-items"
            className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="checkout-items" className="text-lg font-semibold text-ink">
                <StepNumber n={3} />
                Items
              </h2>
              <Link to="/cart" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
                Edit cart
              </Link>
            </div>
            {hydrated ? (
              <CheckoutItems lines={lines} />
            ) : (
              <p className="py-6 text-center text-sm text-gray-700" aria-busy="true">
                Loading your cart…
              </p>
            )}
          </section>
          {q.changes.length > 0 && (
            <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
              <p className="font-semibold">Your cart was updated</p>
              <ul className="mt-1 list-disc pl-4">
                {q.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          )}
          <OrderSummary totals={totals} couponCode={coupon} itemCount={count} checking={q.checking}>
            {problem && (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {problem}
                {problem === OUT_OF_STOCK_MESSAGE && (
                  <>
                    {' '}
                    <Link to="/cart" className="underline underline-offset-2">
                      Update your cart
                    </Link>
                  </>
                )}
              </p>
            )}
            <StickyActionBar className="flex items-center gap-4 md:mt-5 md:block">
              <BarTotal total={hydrated ? totals.total : null} />
              <button
                type="button"
                onClick={() => void placeOrder()}
                disabled={placing || done || !hydrated}
                aria-busy={placing || undefined}
                className="flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 md:w-full"
              >
                <Lock className="size-4" aria-hidden="true" />
                {done ? 'Order placed' : placing ? 'Placing your order…' : 'Continue'}
              </button>
            </StickyActionBar>
            <p className="mt-2 text-center text-xs text-gray-600">
              {method === 'cod'
                ? 'Places your order: pay when it arrives.'
                : 'Opens the secure payment window to pay online.'}
            </p>
          </OrderSummary>
        </aside>
      </div>
    </Frame>
  );
});

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-brand-600 align-[2px] text-sm font-semibold text-white"
    >
      {n}
    </span>
  );
}

/** What was typed, shown again after a refused post. */
function submitted(v: Record<string, string>): AddressFormValues {
  const type = v.type === 'work' || v.type === 'other' ? v.type : 'home';
  return { ...v, type, isDefault: v.isDefault === 'on' };
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to="/cart"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-gray-700 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to cart
      </Link>
      <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Checkout</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
