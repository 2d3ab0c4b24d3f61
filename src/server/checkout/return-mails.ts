/**
 * The mails of a return or exchange request, one per step (requested, approved, picked up, received, refunded,
 * credited, exchange shipped, rejected, cancelled). The workflows enqueue a job in the transaction of each step
 * (`enqueue`), so a committed step always mails and a rolled-back one never does; the job (`send`) reads the request
 * as it stands when it runs.
 */
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { enqueue, type JobPayload } from '../jobs/queue.ts';
import type { Mailer } from '../mail/service.ts';
import type { ReturnRow } from '../returns/service.ts';
import type { StoreContact } from '../settings/service.ts';
import { formatRupees, paise } from '../../shop/money.ts';
import { RETURN_WINDOW_DAYS } from '../../shop/orders.ts';
import { returnKindLabel, type ReturnStatus } from '../../shop/returns.ts';

type Recipient = { name: string; email: string };

function describe(r: ReturnRow): string {
  const what = `${r.quantity} x ${r.productName} (size ${r.size})`;
  return r.kind === 'exchange' ? `${what}, exchanged for size ${r.exchangeSize}` : what;
}

const MAILS: Record<ReturnStatus, (r: ReturnRow) => { subject: string; text: string }> = {
  requested: (r) => ({
    subject: `We received your ${returnKindLabel(r.kind).toLowerCase()} request ${r.number}`,
    text: `We received your request ${r.number} for ${describe(r)} from order ${r.orderNumber}. We will review it within 2 business days.`,
  }),
  approved: (r) => ({
    subject: `Your request ${r.number} is approved`,
    text: `Your request ${r.number} for ${describe(r)} is approved. Our courier partner will pick the item up; please keep it unused with its tags attached.${r.storeNote ? `\n\nNote from the store: ${r.storeNote}` : ''}`,
  }),
  picked_up: (r) => ({
    subject: `Pickup scheduled for ${r.number}`,
    text: `The reverse pickup of ${describe(r)} is with ${r.courier ?? 'our courier'} (tracking number ${r.trackingNumber ?? '-'}).`,
  }),
  received: (r) => ({
    subject: `We received your returned item (${r.number})`,
    text: `Your returned item ${describe(r)} has reached our store. ${r.kind === 'exchange' ? 'Your new size ships shortly.' : 'Your refund is on its way.'}`,
  }),
  refunded: (r) => ({
    subject: `Refund of ${formatRupees(paise(r.refundPaise ?? 0))} for ${r.number}`,
    text: `We refunded ${formatRupees(paise(r.refundPaise ?? 0))} for ${describe(r)} to your original payment method. It reaches your account within 5-7 business days. Your credit note is in your order's documents.`,
  }),
  credited: (r) => ({
    subject: `${formatRupees(paise(r.refundPaise ?? 0))} store credit for ${r.number}`,
    text: `We added ${formatRupees(paise(r.refundPaise ?? 0))} to your store credit for ${describe(r)}. Use it at checkout on your next order. Your credit note is in your order's documents.`,
  }),
  completed: (r) => ({
    subject: `Your exchange ${r.number} is complete`,
    text: `Your exchange of ${describe(r)} is complete: the new size ships as its own order (₹0).`,
  }),
  rejected: (r) => ({
    subject: `Your request ${r.number} could not be accepted`,
    text: `We are sorry: we could not accept your request ${r.number} for ${describe(r)}.${r.storeNote ? `\n\nReason: ${r.storeNote}` : ''}\n\nReturns are accepted within ${RETURN_WINDOW_DAYS} days of delivery for unused items with their tags.`,
  }),
  cancelled: (r) => ({
    subject: `Your request ${r.number} is cancelled`,
    text: `Your request ${r.number} for ${describe(r)} is cancelled, as you asked.`,
  }),
};

export function returnMails(deps: {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  store: () => Promise<Pick<StoreContact, 'storeName' | 'supportEmail' | 'supportPhone'>>;
  returns: { get(id: string): Promise<ReturnRow | null> };
  recipient: (userId: string) => Promise<Recipient>;
}) {
  return {
    /** Queues the mail of the step `status` of a request, in the transaction that made it. */
    enqueue(tx: Tx | Db, returnId: string, status: ReturnStatus): Promise<void> {
      return enqueue(tx, 'return-mail', { returnId, status });
    },

    /** The job: builds the mail of that step from the request as it stands now and sends it. */
    async send({ returnId, status }: JobPayload<'return-mail'>): Promise<void> {
      const r = await deps.returns.get(returnId);
      if (!r) return;
      const store = await deps.store();
      const to = await deps.recipient(r.userId);
      const mail = MAILS[status](r);
      const link = `${deps.config.publicUrl}/order/${r.orderId}/returns`;
      const signature = `\n${store.storeName}\nQuestions? ${store.supportEmail} · ${store.supportPhone}\n`;
      await deps.mailer.send({
        to: to.email,
        subject: mail.subject,
        text: `Hi ${to.name},\n\n${mail.text}\n\nSee every step on your order page: ${link}\n${signature}`,
      });
    },
  };
}

export type ReturnMails = ReturnType<typeof returnMails>;
