import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { customerCodSchema } from '../../../shop/admin/customers.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { refusalText } from '../../lib/api-client.ts';
import { whenIst } from './pager.tsx';
import { adminUi } from './ui.ts';

/**
 * Cash on delivery for one customer (the admin's customer page): turned off (e.g. after refused deliveries, with a
 * note for the audit log) or on again. Checkout then offers them online payment only.
 */
export function CustomerCodFlag({
  customer,
}: {
  customer: { id: string; name: string; codBlocked: { at: string; note: string | null } | null };
}) {
  const { revalidate } = useRevalidator();
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = customer.codBlocked;

  async function save() {
    const body = { codBlocked: !blocked, ...(blocked ? {} : { note }) };
    const parsed = customerCodSchema.safeParse(body);
    if (!parsed.success) return setNotice({ ok: false, text: parsed.error.issues[0]?.message ?? 'Check the note.' });
    setBusy(true);
    const res = await adminApi('PUT', `/api/admin/customers/${customer.id}/cod`, body);
    setBusy(false);
    setNotice(
      res.ok
        ? { ok: true, text: blocked ? 'Cash on delivery is on again.' : 'Cash on delivery is off for this customer.' }
        : { ok: false, text: refusalText(res, 'Could not change cash on delivery.') },
    );
    setNote('');
    void revalidate();
  }

  return (
    <section aria-labelledby="cod-h" className={`${adminUi.card} space-y-2`}>
      <h2 id="cod-h" className="font-semibold">
        Cash on delivery
      </h2>
      {blocked ? (
        <p className="text-sm text-red-800" data-testid="cod-blocked">
          Off since {whenIst(blocked.at)}
          {blocked.note ? `: ${blocked.note}` : ''}. Checkout offers online payment only.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">Allowed. Turn it off after repeated refused deliveries.</p>
          <label className={adminUi.label}>
            Note (why)
            <input
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.target.value)}
              className={adminUi.input}
              placeholder="e.g. Refused 3 deliveries"
            />
          </label>
        </>
      )}
      {notice && (
        <p role="status" className={notice.ok ? adminUi.note : adminUi.alert}>
          {notice.text}
        </p>
      )}
      <button
        type="button"
        className={blocked ? adminUi.secondary : adminUi.danger}
        disabled={busy}
        onClick={() => void save()}
      >
        {blocked ? 'Allow cash on delivery' : 'Turn off cash on delivery'}
      </button>
    </section>
  );
}
