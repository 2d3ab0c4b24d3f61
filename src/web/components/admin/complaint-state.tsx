/**
 * A contact message's age and state against rule 4(5) (acknowledged within 48 hours, resolved within one month), as
 * the inbox service worked them out (src/shop/complaints.ts): the list and the message page show the same words.
 */
import { formatAge, type AckState, type ComplaintStatus, type ResolutionState } from '../../../shop/complaints.ts';
import { whenIst } from './pager.tsx';

type Times = { status: ComplaintStatus; ackDueAt: string; resolveBy: string };

const ACK: Record<AckState, (t: Times) => string> = {
  sent: () => 'Acknowledged',
  late: () => 'Acknowledged late',
  due: (t) => `Acknowledgement due by ${whenIst(t.ackDueAt)}`,
  overdue: () => 'Acknowledgement overdue',
};
const RESOLUTION: Record<ResolutionState, (t: Times) => string> = {
  resolved: () => 'Resolved',
  late: () => 'Resolved late',
  open: (t) => `Resolve by ${whenIst(t.resolveBy)}`,
  overdue: () => 'Resolution overdue',
};

const badge = (bad: boolean, done: boolean) =>
  `inline-block rounded px-1.5 py-0.5 text-xs font-medium ${
    bad ? 'bg-red-100 text-red-900' : done ? 'bg-green-100 text-green-900' : 'bg-amber-50 text-amber-900'
  }`;

export function complaintAge(t: Times): string {
  return `${formatAge(t.status.ageMinutes)} old`;
}

export function ComplaintState(t: Times) {
  const { ack, resolution } = t.status;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={badge(ack === 'overdue' || ack === 'late', ack === 'sent')}>{ACK[ack](t)}</span>
      <span className={badge(resolution === 'overdue' || resolution === 'late', resolution === 'resolved')}>
        {RESOLUTION[resolution](t)}
      </span>
    </span>
  );
}
