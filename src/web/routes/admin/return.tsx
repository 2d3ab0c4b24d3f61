import { useState } from 'react';
import type { z } from 'zod';
import { data, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import {
  returnApproveSchema,
  returnPickupSchema,
  returnRefundSchema,
  returnRejectSchema,
} from '../../../shop/returns-input.ts';
import {
  RETURN_REASON_LABELS,
  refundMethodsFor,
  returnActions,
  returnKindLabel,
  returnStatusLabel,
  type RefundMethod,
  type ReturnAction,
} from '../../../shop/returns.ts';
import { whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import { toReturnResponse } from '../../../server/returns/service.ts';
import type { Route } from './+types/return.ts';
import { routeView } from '../../lib/route-view.ts';

const REFUND_LABELS: Record<RefundMethod, string> = {
  original_payment: 'Refund to the original online payment',
  store_credit: 'Store credit',
};

/**
 * One return or exchange request: what was asked, photos, and the next step its status allows (approve or reject,
 * the reverse pickup, received, then the refund / store credit or the exchange completed). The server checks each
 * step again (returnActions) and audits it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const { returns, orders } = context.get(appContext).services;
  const row = await returns.get(params.id);
  if (!row) throw data('Return request not found.', { status: 404 });
  const order = await orders.rowById(row.orderId);
  return {
    request: toReturnResponse(row),
    actions: returnActions(row),
    refundMethods: order ? refundMethodsFor(order.paymentMethod) : [],
  };
}

export default routeView(function ReturnPage({ loaderData }: Route.ComponentProps) {
  const { request: r, actions, refundMethods } = loaderData;
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const has = (a: ReturnAction) => actions.includes(a);

  async function run(path: string, schema: z.ZodType | null, body: Record<string, unknown> = {}) {
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    }
    setErrors({});
    setBusy(true);
    const res = await adminApi('POST', `/api/admin/returns/${r._id}/${path}`, body);
    setBusy(false);
    setError(res.ok ? null : refusalText(res, 'Could not save this step.'));
    if (!res.ok) setErrors(res.fields ?? {});
    void revalidate();
  }
  const values = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>;
  const err = (name: string) => errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>;

  return (
    <div className="max-w-3xl space-y-4">
      <Link to="/admin/returns" className="text-sm text-brand-700 underline">
        ← Returns &amp; exchanges
      </Link>
      <h1 className={adminUi.h1}>
        {returnKindLabel(r.kind)} <span className="font-mono">{r.number}</span>
      </h1>
      {error && (
        <p role="alert" className={adminUi.alert}>
          {error}
        </p>
      )}
      <dl className={`${adminUi.card} grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]`}>
        <dt className="font-medium">Status</dt>
        <dd data-testid="return-status">{returnStatusLabel(r.status)}</dd>
        <dt className="font-medium">Order</dt>
        <dd>
          <Link to={`/admin/orders/${r.orderId}`} className="text-brand-700 underline">
            {r.orderNumber}
          </Link>
        </dd>
        <dt className="font-medium">Item</dt>
        <dd>
          {r.quantity} x {r.productName} (size {r.size}){r.exchangeSize && <> → size {r.exchangeSize}</>}
        </dd>
        <dt className="font-medium">Reason</dt>
        <dd>
          {RETURN_REASON_LABELS[r.reason]}
          {r.comment && <span className="block text-stone-600">“{r.comment}”</span>}
        </dd>
        {r.refundMethod && (
          <>
            <dt className="font-medium">Refund</dt>
            <dd>
              {REFUND_LABELS[r.refundMethod]}
              {r.refundAmount !== null && <> · {formatRupeeAmount(r.refundAmount)}</>}
            </dd>
          </>
        )}
        {r.exchangeOrderId && (
          <>
            <dt className="font-medium">Exchange order</dt>
            <dd>
              <Link to={`/admin/orders/${r.exchangeOrderId}`} className="text-brand-700 underline">
                Open the ₹0 order (ship it from there)
              </Link>
            </dd>
          </>
        )}
        {r.courier && (
          <>
            <dt className="font-medium">Reverse pickup</dt>
            <dd>
              {r.courier} · {r.trackingNumber}
            </dd>
          </>
        )}
        {r.storeNote && (
          <>
            <dt className="font-medium">Note</dt>
            <dd>{r.storeNote}</dd>
          </>
        )}
        <dt className="font-medium">Requested</dt>
        <dd>{whenIst(r.createdAt)}</dd>
      </dl>
      {r.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {r.photos.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt="Customer's photo" className="size-28 rounded object-cover" />
            </a>
          ))}
        </div>
      )}

      {has('approve') && (
        <form
          className={`${adminUi.card} space-y-2`}
          onSubmit={(e) => {
            e.preventDefault();
            void run('approve', returnApproveSchema, values(e.currentTarget));
          }}
        >
          <label className={adminUi.label}>
            Note for the customer (optional)
            <input name="note" className={adminUi.input} />
            {err('note')}
          </label>
          <button className={adminUi.button} disabled={busy}>
            Approve{r.kind === 'exchange' ? ' and hold the new size' : ''}
          </button>
        </form>
      )}
      {has('pickup') && (
        <form
          className={`${adminUi.card} grid gap-2 sm:grid-cols-2`}
          onSubmit={(e) => {
            e.preventDefault();
            void run('pickup', returnPickupSchema, values(e.currentTarget));
          }}
        >
          <label className={adminUi.label}>
            Courier
            <input name="courier" className={adminUi.input} />
            {err('courier')}
          </label>
          <label className={adminUi.label}>
            Tracking number
            <input name="trackingNumber" className={adminUi.input} />
            {err('trackingNumber')}
          </label>
          <button className={`${adminUi.button} sm:col-span-2`} disabled={busy}>
            Record the reverse pickup
          </button>
        </form>
      )}
      {has('receive') && (
        <button className={adminUi.button} disabled={busy} onClick={() => void run('receive', null)}>
          Mark received
        </button>
      )}
      {has('refund') && (
        <form
          className={`${adminUi.card} space-y-2`}
          onSubmit={(e) => {
            e.preventDefault();
            void run('refund', returnRefundSchema, values(e.currentTarget));
          }}
        >
          <label className={adminUi.label}>
            Refund as
            <select name="method" defaultValue={r.refundMethod ?? refundMethods[0]} className={adminUi.input}>
              {refundMethods.map((m) => (
                <option key={m} value={m}>
                  {REFUND_LABELS[m]}
                </option>
              ))}
            </select>
            {err('method')}
          </label>
          <button className={adminUi.button} disabled={busy}>
            Refund with a credit note
          </button>
        </form>
      )}
      {has('complete') && (
        <button className={adminUi.button} disabled={busy} onClick={() => void run('complete', null)}>
          Exchange complete
        </button>
      )}
      {has('reject') && (
        <form
          className={`${adminUi.card} space-y-2`}
          onSubmit={(e) => {
            e.preventDefault();
            void run('reject', returnRejectSchema, values(e.currentTarget));
          }}
        >
          <label className={adminUi.label}>
            Why is it rejected? (told to the customer)
            <input name="note" className={adminUi.input} />
            {err('note')}
          </label>
          <button className={adminUi.danger} disabled={busy}>
            Reject{r.kind === 'exchange' && r.exchangeOrderId ? ' and release the held size' : ''}
          </button>
        </form>
      )}
    </div>
  );
});
