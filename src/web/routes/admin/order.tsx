import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { shipOrderSchema } from '../../../shop/admin/orders.ts';
import { fieldErrors, formValues, type FieldErrors } from '../../../shop/form-errors.ts';
import { formatRupees, type Paise } from '../../../shop/money.ts';
import { adminOrderDetail } from '../../../server/admin/order-views.ts';
import { PAYMENT_METHOD_TEXT, PAYMENT_STATUS_TEXT, StatusBadge } from '../../components/admin/order-bits.tsx';
import { whenIst } from '../../components/admin/pager.tsx';
import { deliveryByText } from '../../../shop/delivery.ts';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/order.ts';
import { routeView } from '../../lib/route-view.ts';

/** One order: lines, prices, coupon, address, customer, payments, timeline; only the moves its status allows. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const { services } = context.get(appContext);
  try {
    return { order: await adminOrderDetail(services, params.id) };
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw new Response('Order not found.', { status: 404 });
    throw err;
  }
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data ? `Order ${data.order.orderNumber} | Admin` : 'Order | Admin' }];
}

type Order = Route.ComponentProps['loaderData']['order'];
type Notice = { ok: boolean; text: string } | null;

const rupees = (p: number) => formatRupees(p as Paise);

function ShipForm({ order, done }: { order: Order; done: (n: Notice) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function submit(form: HTMLFormElement) {
    const parsed = shipOrderSchema.safeParse(formValues(new FormData(form)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    const res = await adminApi('POST', `/api/admin/orders/${order.id}/ship`, parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return done({ ok: false, text: refusalText(res, 'Could not ship this order.') });
    }
    done({ ok: true, text: 'Shipped. The customer has been mailed the tracking link.' });
  }
  const field = (name: 'courier' | 'trackingNumber' | 'trackingUrl', label: string, type = 'text', hint?: string) => (
    <label className={adminUi.label}>
      {label}
      <input
        name={name}
        type={type}
        className={adminUi.input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        placeholder={hint}
      />
      {errors[name] && (
        <span id={`${name}-error`} className={adminUi.fieldError}>
          {errors[name]}
        </span>
      )}
    </label>
  );
  return (
    <form
      noValidate
      aria-label="Ship this order"
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      {field('courier', 'Courier', 'text', 'Delhivery')}
      {field('trackingNumber', 'Tracking number')}
      {field('trackingUrl', 'Tracking link', 'url', 'https://')}
      <div className="sm:col-span-3">
        <button type="submit" className={adminUi.button} disabled={busy}>
          {busy ? 'Shipping…' : 'Mark shipped'}
        </button>
      </div>
    </form>
  );
}

function CancelLine({ order, item, done }: { order: Order; item: Order['items'][number]; done: (n: Notice) => void }) {
  const left = item.quantity - item.cancelledQuantity;
  const [quantity, setQuantity] = useState(left);
  const [busy, setBusy] = useState(false);
  async function cancel() {
    if (
      !window.confirm(
        `Cancel ${quantity} x ${item.name} (size ${item.size})? Its stock goes back and the customer is mailed.`,
      )
    )
      return;
    setBusy(true);
    const res = await adminApi<{ refundPaise: number; refunded: boolean; orderCancelled: boolean }>(
      'POST',
      `/api/admin/orders/${order.id}/items/${item.id}/cancel`,
      { quantity },
    );
    setBusy(false);
    if (!res.ok) return done({ ok: false, text: refusalText(res, 'Could not cancel this line.') });
    const { refundPaise, refunded, orderCancelled } = res.body;
    const money =
      refundPaise > 0
        ? refunded
          ? ` ${rupees(refundPaise)} refunded.`
          : ` The refund of ${rupees(refundPaise)} did not go through: try again from the payment provider.`
        : '';
    done({
      ok: true,
      text: `${orderCancelled ? 'That was the last item: the order is cancelled.' : 'Line cancelled.'}${money}`,
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="text-xs">
        <span className="sr-only">Pieces of {item.name} to cancel</span>
        <select
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
          className="rounded border border-stone-300 px-1 py-1 text-sm"
        >
          {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={adminUi.danger} disabled={busy} onClick={() => void cancel()}>
        {busy ? 'Cancelling…' : 'Cancel'}
      </button>
    </div>
  );
}

export default routeView(function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const can = (a: Order['actions'][number]) => order.actions.includes(a);
  const done = (n: Notice) => {
    setNotice(n);
    void revalidate();
  };
  async function act(path: string, label: string, confirmText: string | null, ok: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(label);
    const res = await adminApi('POST', `/api/admin/orders/${order.id}/${path}`);
    setBusy(null);
    done(res.ok ? { ok: true, text: ok } : { ok: false, text: refusalText(res, `Could not ${label}.`) });
  }
  const a = order.shippingAddress;
  const discountOnMrp = order.mrpTotalPaise - order.subtotalPaise;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/admin/orders" className="text-brand-700 underline">
              Orders
            </Link>
          </p>
          <h1 className={`${adminUi.h1} break-all`}>Order {order.orderNumber}</h1>
          <p className="text-sm text-stone-600">
            Placed {whenIst(order.createdAt)} IST · {PAYMENT_METHOD_TEXT[order.paymentMethod]} ·{' '}
            {PAYMENT_STATUS_TEXT[order.paymentStatus]}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={order.status} />
          <Link to={`/admin/orders/${order.id}/packing-slip`} className={adminUi.secondary} target="_blank">
            Packing slip
          </Link>
          <Link to={`/admin/returns?orderId=${order.id}`} className={adminUi.secondary}>
            Returns
          </Link>
        </div>
      </div>

      {notice && (
        <p role="status" className={notice.ok ? adminUi.note : adminUi.alert}>
          {notice.text}
        </p>
      )}

      {order.actions.length > 0 && (
        <section aria-labelledby="actions-h" className={`${adminUi.card} space-y-3`}>
          <h2 id="actions-h" className="font-semibold">
            Next steps
          </h2>
          {can('ship') && <ShipForm order={order} done={done} />}
          <div className="flex flex-wrap gap-2">
            {can('deliver') && (
              <button
                type="button"
                className={adminUi.button}
                disabled={busy !== null}
                onClick={() =>
                  void act('deliver', 'mark delivered', null, 'Marked delivered. The customer has been mailed.')
                }
              >
                Mark delivered
              </button>
            )}
            {can('mark_cod_paid') && (
              <button
                type="button"
                className={adminUi.secondary}
                disabled={busy !== null}
                onClick={() =>
                  void act('cod-paid', 'mark paid', 'Has the courier remitted the cash for this order?', 'Marked paid.')
                }
              >
                Cash collected: mark paid
              </button>
            )}
            {can('cancel') && (
              <button
                type="button"
                className={adminUi.danger}
                disabled={busy !== null}
                onClick={() =>
                  void act(
                    'cancel',
                    'cancel the order',
                    'Cancel the whole order? Its stock goes back, an online payment is refunded and the customer is mailed.',
                    'Order cancelled.',
                  )
                }
              >
                Cancel order
              </button>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="items-h" className={adminUi.card}>
        <h2 id="items-h" className="mb-2 font-semibold">
          Items
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Product
                </th>
                <th scope="col" className="py-1 pr-2">
                  Size
                </th>
                <th scope="col" className="py-1 pr-2">
                  Qty
                </th>
                <th scope="col" className="py-1 pr-2">
                  MRP
                </th>
                <th scope="col" className="py-1 pr-2">
                  Price
                </th>
                <th scope="col" className="py-1 pr-2">
                  Line total
                </th>
                {can('cancel_line') && (
                  <th scope="col" className="py-1">
                    Cancel pieces
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {order.items.map((i) => {
                const left = i.quantity - i.cancelledQuantity;
                return (
                  <tr key={i.id} className="border-t border-stone-100 align-top">
                    <td className="py-2 pr-2">
                      {i.slug ? (
                        <Link to={`/product/${i.slug}`} className="underline" target="_blank">
                          {i.name}
                        </Link>
                      ) : (
                        i.name
                      )}
                    </td>
                    <td className="py-2 pr-2">{i.size}</td>
                    <td className="py-2 pr-2">
                      {left}
                      {i.cancelledQuantity > 0 && (
                        <span className="block text-xs text-red-800">{i.cancelledQuantity} cancelled</span>
                      )}
                    </td>
                    <td className="py-2 pr-2">{rupees(i.mrpPaise)}</td>
                    <td className="py-2 pr-2">{rupees(i.unitPricePaise)}</td>
                    <td className="py-2 pr-2">{rupees(i.unitPricePaise * left)}</td>
                    {can('cancel_line') && (
                      <td className="py-2">{left > 0 && <CancelLine order={order} item={i} done={done} />}</td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>MRP total</dt>
          <dd className="text-right">{rupees(order.mrpTotalPaise)}</dd>
          <dt>Discount on MRP</dt>
          <dd className="text-right">-{rupees(discountOnMrp)}</dd>
          <dt>Subtotal</dt>
          <dd className="text-right">{rupees(order.subtotalPaise)}</dd>
          {order.couponCode && (
            <>
              <dt>
                Coupon {order.couponCode} ({order.couponPercentage}%)
              </dt>
              <dd className="text-right">-{rupees(order.couponDiscountPaise)}</dd>
            </>
          )}
          {order.shippingChargePaise > 0 && (
            <>
              <dt>Shipping</dt>
              <dd className="text-right">{rupees(order.shippingChargePaise)}</dd>
            </>
          )}
          {order.codFeePaise > 0 && (
            <>
              <dt>Cash on delivery charge</dt>
              <dd className="text-right">{rupees(order.codFeePaise)}</dd>
            </>
          )}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{rupees(order.totalPaise)}</dd>
          {order.storeCreditPaise > 0 && (
            <>
              <dt>Paid with store credit</dt>
              <dd className="text-right">{rupees(order.storeCreditPaise)}</dd>
            </>
          )}
        </dl>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="customer-h" className={adminUi.card}>
          <h2 id="customer-h" className="mb-2 font-semibold">
            Customer and delivery
          </h2>
          {order.customer && (
            <p className="text-sm">
              <Link to={`/admin/customers/${order.customer.id}`} className="text-brand-700 underline">
                {order.customer.name}
              </Link>
              <span className="block break-all text-stone-600">{order.customer.email}</span>
              <span className="block text-stone-600">{order.customer.phone}</span>
            </p>
          )}
          <address className="mt-3 text-sm not-italic">
            {a.fullName}
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.pincode}
            <br />
            Mobile: {a.phone}
          </address>
          {order.promisedDeliveryDate && (
            <p className="mt-2 text-sm font-medium">{deliveryByText(order.promisedDeliveryDate)} (promised)</p>
          )}
          {(order.courier || order.trackingNumber || order.trackingUrl) && (
            <p className="mt-3 text-sm">
              Shipped with {order.courier ?? 'a courier'}
              {order.trackingNumber && <> · tracking number {order.trackingNumber}</>}
              {order.trackingUrl && (
                <>
                  {' '}
                  ·{' '}
                  <a
                    href={order.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    tracking page
                  </a>
                </>
              )}
            </p>
          )}
        </section>

        <section aria-labelledby="timeline-h" className={adminUi.card}>
          <h2 id="timeline-h" className="mb-2 font-semibold">
            Timeline
          </h2>
          <ol className="space-y-1 text-sm">
            {order.timeline.map((e) => (
              <li key={`${e.at}-${e.event}`}>
                <span className="text-stone-600">{whenIst(e.at)}</span> · {e.event}
              </li>
            ))}
          </ol>
          {order.history.length > 0 && (
            <>
              <h3 className="mt-3 mb-1 text-sm font-semibold">Changes by the store</h3>
              <ul className="space-y-1 text-sm">
                {order.history.map((h) => (
                  <li key={`${h.at}-${h.action}`}>
                    <span className="text-stone-600">{whenIst(h.at)}</span> · <code>{h.action}</code> by {h.by}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      {order.documents.length > 0 && (
        <section aria-labelledby="documents-h" className={adminUi.card}>
          <h2 id="documents-h" className="mb-2 font-semibold">
            GST documents
          </h2>
          <ul className="space-y-1 text-sm">
            {order.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-baseline gap-x-2">
                <a href={d.url} download className="font-semibold text-brand-700 underline">
                  {d.title} {d.number}
                </a>
                <span className="text-stone-600">
                  {whenIst(d.issuedAt)} · {rupees(d.totalPaise)} · PDF
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {order.payments.length > 0 && (
        <section aria-labelledby="payments-h" className={adminUi.card}>
          <h2 id="payments-h" className="mb-2 font-semibold">
            Online payment
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-xs text-stone-600 uppercase">
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    Provider order
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Payment
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Status
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Amount
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Refunded
                  </th>
                  <th scope="col" className="py-1">
                    Last change
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.payments.map((p) => (
                  <tr key={p.providerOrderId} className="border-t border-stone-100">
                    <td className="py-2 pr-2 break-all">{p.providerOrderId}</td>
                    <td className="py-2 pr-2 break-all">{p.providerPaymentId ?? '—'}</td>
                    <td className="py-2 pr-2">{PAYMENT_STATUS_TEXT[p.status]}</td>
                    <td className="py-2 pr-2">{rupees(p.amountPaise)}</td>
                    <td className="py-2 pr-2">
                      {rupees(p.refundedPaise)}
                      {p.refundId && <span className="block text-xs text-stone-500">{p.refundId}</span>}
                    </td>
                    <td className="py-2">{whenIst(p.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
});
