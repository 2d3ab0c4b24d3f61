import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { Link } from '../components/link.tsx';
import { formatRupeeAmount } from '../../shop/money.ts';
import { statusLabel } from '../../shop/orders.ts';
import { RETURN_REASONS, RETURN_REASON_LABELS, returnKindLabel, type ReturnKind } from '../../shop/returns.ts';
import { MAX_RETURN_PHOTOS, returnRequestSchema, type ReturnOptions } from '../../shop/returns-input.ts';
import { fieldErrors } from '../../shop/form-errors.ts';
import { ReturnSteps } from '../components/returns/return-steps.tsx';
import { callApi, refusalText } from '../lib/api-client.ts';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/order-returns.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(
    loaderData ? `Returns for order ${loaderData.order.orderId}` : 'Order not found',
    'Return or exchange an item within 5 days of delivery, and follow each step of your request.',
    { noindex: true },
  );
}

/** The customer's own order only: another id is a 404. The rule's verdict per line comes from the server. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context.get(appContext);
  const order = await services.orders.findResponseForUser(user.id, params.orderId);
  if (!order) throw data('Order not found.', { status: 404 });
  const options = await services.checkout.returns.forOrder(user.id, order._id);
  return { order, options };
}

type Line = ReturnOptions['lines'][number];

const field = 'mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-base';
const REFUND_TEXT = { original_payment: 'Refund to my original payment', store_credit: 'Store credit' } as const;

function RequestForm({
  orderId,
  line,
  refundMethods,
  onDone,
}: {
  orderId: string;
  line: Line;
  refundMethods: ReturnOptions['refundMethods'];
  onDone: (text: string) => void;
}) {
  const [kind, setKind] = useState<ReturnKind>('return');
  const [photos, setPhotos] = useState<Array<{ key: string; url: string }>>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canExchange = line.exchangeSizes.length > 0;

  async function upload(file: File) {
    setBusy(true);
    const body = new FormData();
    body.append('image', file, file.name);
    const res = await fetch('/api/returns/photos', { method: 'POST', body, credentials: 'same-origin' });
    const json = (await res.json().catch(() => null)) as { key?: string; url?: string; message?: string } | null;
    setBusy(false);
    if (res.ok && json?.key && json.url) setPhotos((p) => [...p, { key: json.key!, url: json.url! }]);
    else setErrors((e) => ({ ...e, photos: json?.message ?? 'The photo could not be uploaded.' }));
  }

  async function submit(form: HTMLFormElement) {
    const fd = new FormData(form);
    const values = {
      orderItemId: line.orderItemId,
      kind,
      quantity: fd.get('quantity'),
      reason: fd.get('reason'),
      comment: String(fd.get('comment') ?? ''),
      ...(kind === 'exchange' ? { exchangeSize: String(fd.get('exchangeSize') ?? '') } : {}),
      ...(kind === 'return' && fd.get('refundMethod') ? { refundMethod: fd.get('refundMethod') } : {}),
      photos: photos.map((p) => p.key),
    };
    const parsed = returnRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    const res = await callApi<{ return: { number: string } }>(`/api/orders/${orderId}/returns`, {
      method: 'POST',
      body: parsed.data,
    });
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setError(refusalText(res, 'Your request could not be sent. Please try again.'));
    }
    onDone(`Request ${res.body.return.number} sent. We will email you at each step.`);
  }

  const err = (name: string) =>
    errors[name] && (
      <span className="mt-1 block text-sm text-red-700" role="alert">
        {errors[name]}
      </span>
    );
  return (
    <form
      noValidate
      aria-label={`Return or exchange ${line.productName}`}
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Return or exchange</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="kind" checked={kind === 'return'} onChange={() => setKind('return')} />
          Return for a refund
        </label>
        {canExchange && (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" checked={kind === 'exchange'} onChange={() => setKind('exchange')} />
            Exchange for another size
          </label>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          Quantity
          <select name="quantity" className={field} defaultValue="1">
            {Array.from({ length: line.returnableQuantity }, (_, i) => (
              <option key={i + 1}>{i + 1}</option>
            ))}
          </select>
          {err('quantity')}
        </label>
        <label className="block text-sm font-medium">
          Reason
          <select name="reason" className={field} defaultValue="">
            <option value="" disabled>
              Choose a reason
            </option>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {RETURN_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          {err('reason')}
        </label>
        {kind === 'exchange' && (
          <label className="block text-sm font-medium">
            New size
            <select name="exchangeSize" className={field} defaultValue="">
              <option value="" disabled>
                Choose a size
              </option>
              {line.exchangeSizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            {err('exchangeSize')}
          </label>
        )}
        {kind === 'return' && (
          <label className="block text-sm font-medium">
            Refund as
            <select name="refundMethod" className={field} defaultValue={refundMethods[0]}>
              {refundMethods.map((m) => (
                <option key={m} value={m}>
                  {REFUND_TEXT[m]}
                </option>
              ))}
            </select>
            {err('refundMethod')}
          </label>
        )}
      </div>
      <label className="block text-sm font-medium">
        Anything else? (optional)
        <textarea name="comment" rows={2} maxLength={500} className={field} />
        {err('comment')}
      </label>
      <div>
        <label className="block text-sm font-medium">
          Photos (optional, up to {MAX_RETURN_PHOTOS})
          <input
            type="file"
            accept="image/*"
            className="mt-1 block w-full text-sm"
            disabled={busy || photos.length >= MAX_RETURN_PHOTOS}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {err('photos')}
        {photos.length > 0 && (
          <div className="mt-2 flex gap-2">
            {photos.map((p) => (
              <img key={p.key} src={p.url} alt="Your photo" className="size-16 rounded object-cover" />
            ))}
          </div>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {busy ? 'Sending…' : kind === 'exchange' ? 'Request exchange' : 'Request return'}
      </button>
    </form>
  );
}

export default routeView(function OrderReturns({ loaderData }: Route.ComponentProps) {
  const { order, options } = loaderData;
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const windowEnds = options.windowEndsAt
    ? new Date(options.windowEndsAt).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' })
    : null;

  async function withdraw(id: string) {
    const res = await callApi(`/api/returns/${id}/cancel`, { method: 'PUT' });
    setNotice(res.ok ? 'Request cancelled.' : refusalText(res, 'Could not cancel the request.'));
    void revalidate();
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to={`/profile/orders#order-${order._id}`} className="text-sm text-brand-700 underline">
        ← My orders
      </Link>
      <h1 className="mt-2 font-display text-2xl font-semibold text-ink">Returns &amp; exchanges</h1>
      <p className="mt-1 text-sm text-gray-700">
        Order <strong className="break-all">{order.orderId}</strong> · {statusLabel(order.status)}
        {windowEnds && order.status === 'delivered' && <> · Returns accepted until {windowEnds}</>}
      </p>
      <p className="mt-1 text-xs text-gray-600">
        Innerwear, accessories, customised and sale items cannot be returned.{' '}
        <Link to="/ReturnPolicy" className="underline">
          Return policy
        </Link>
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      )}

      {options.returns.length > 0 && (
        <section aria-labelledby="requests-h" className="mt-6">
          <h2 id="requests-h" className="text-lg font-semibold text-ink">
            Your requests
          </h2>
          <ul className="mt-2 space-y-3">
            {options.returns.map((r) => (
              <li key={r._id} className="rounded-2xl border border-gray-200 p-4" data-testid="return-request">
                <p className="text-sm font-semibold text-ink">
                  {returnKindLabel(r.kind)} {r.number}
                </p>
                <p className="text-sm text-gray-700">
                  {r.quantity} x {r.productName} (size {r.size}
                  {r.exchangeSize ? ` → ${r.exchangeSize}` : ''}) · {RETURN_REASON_LABELS[r.reason]}
                </p>
                <ReturnSteps request={r} />
                {r.refundAmount !== null && (
                  <p className="mt-2 text-sm text-gray-800">
                    {r.refundMethod === 'store_credit' ? 'Store credit' : 'Refund'}: {formatRupeeAmount(r.refundAmount)}
                  </p>
                )}
                {r.storeNote && <p className="mt-1 text-sm text-gray-700">Note from the store: {r.storeNote}</p>}
                {r.courier && (
                  <p className="mt-1 text-sm text-gray-700">
                    Pickup: {r.courier} · {r.trackingNumber}
                  </p>
                )}
                {r.status === 'requested' && (
                  <button
                    type="button"
                    className="mt-2 text-sm text-red-700 underline"
                    onClick={() => void withdraw(r._id)}
                  >
                    Cancel this request
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="items-h" className="mt-6">
        <h2 id="items-h" className="text-lg font-semibold text-ink">
          Items
        </h2>
        <ul className="mt-2 space-y-3">
          {options.lines.map((l) => (
            <li key={l.orderItemId} className="rounded-2xl border border-gray-200 p-4">
              <p className="text-sm font-medium text-ink">
                {l.productName} <span className="text-gray-600">(size {l.size})</span>
              </p>
              {l.eligible ? (
                open === l.orderItemId ? (
                  <RequestForm
                    orderId={order._id}
                    line={l}
                    refundMethods={options.refundMethods}
                    onDone={(text) => {
                      setOpen(null);
                      setNotice(text);
                      void revalidate();
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    className="mt-2 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-ink hover:border-brand-600"
                    onClick={() => setOpen(l.orderItemId)}
                  >
                    Return or exchange
                  </button>
                )
              ) : (
                <p className="mt-1 text-sm text-gray-600">{l.message}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});
