/**
 * Complaints through the contact form (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): each message gets
 * a ticket number; the grievance officer acknowledges it within 48 hours and redresses it within one month of its
 * receipt. The deadlines are worked out here once, when the message is stored (contact service), and every view
 * (the admin inbox, its overdue filter, the acknowledgement mail) reads them from the message. Pure: the caller
 * passes the time.
 */
import { addIndianMonths } from './dates.ts';

export const TICKET_PREFIX = 'BB-C-';
/** The acknowledgement is due within this many hours of receipt (rule 4(5)). */
export const ACK_HOURS = 48;
/** The complaint is to be redressed within this many calendar months of receipt (rule 4(5)). */
export const RESOLVE_MONTHS = 1;
/** RESOLVE_MONTHS in words, for shoppers. */
export const RESOLVE_PERIOD = RESOLVE_MONTHS === 1 ? 'one month' : `${RESOLVE_MONTHS} months`;

/** 123 -> 'BB-C-000123' (six digits at least; more when the store has had a million messages). */
export function ticketNumber(sequence: number): string {
  return `${TICKET_PREFIX}${String(sequence).padStart(6, '0')}`;
}

/** 'BB-C-000123', 'bb-c-123' or 'BBC000123' -> 123; anything else -> null (a search for a ticket). */
export function ticketSequenceOf(text: string): number | null {
  const m = /^bb-?c-?0*(\d{1,9})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}

export type ComplaintDeadlines = { ackDueAt: Date; resolveBy: Date };

/** When a message received at `receivedAt` must be acknowledged and resolved by. */
export function complaintDeadlines(receivedAt: Date): ComplaintDeadlines {
  return {
    ackDueAt: new Date(receivedAt.getTime() + ACK_HOURS * 3_600_000),
    resolveBy: addIndianMonths(receivedAt, RESOLVE_MONTHS),
  };
}

/** sent: acknowledged in time; late: acknowledged after the deadline; due: not yet, still in time; overdue: not yet, too late. */
export type AckState = 'sent' | 'late' | 'due' | 'overdue';
/** resolved: in time; late: resolved after the deadline; open: not yet, in time; overdue: not yet, too late. */
export type ResolutionState = 'resolved' | 'late' | 'open' | 'overdue';

export type ComplaintStatus = {
  /** Minutes since the message was received. */
  ageMinutes: number;
  ack: AckState;
  resolution: ResolutionState;
  /** Something is past its deadline and not done: the inbox highlights it. */
  overdue: boolean;
};

export type ComplaintTimes = {
  receivedAt: Date;
  ackDueAt: Date;
  resolveBy: Date;
  ackSentAt: Date | null;
  resolvedAt: Date | null;
};

/** Where a message stands against the two deadlines at `now`. */
export function complaintStatus(m: ComplaintTimes, now: Date): ComplaintStatus {
  const state = <T extends string>(done: Date | null, deadline: Date, [onTime, late, open, overdue]: [T, T, T, T]) =>
    done ? (done <= deadline ? onTime : late) : now <= deadline ? open : overdue;
  const ack = state<AckState>(m.ackSentAt, m.ackDueAt, ['sent', 'late', 'due', 'overdue']);
  const resolution = state<ResolutionState>(m.resolvedAt, m.resolveBy, ['resolved', 'late', 'open', 'overdue']);
  return {
    ageMinutes: Math.max(0, Math.floor((now.getTime() - m.receivedAt.getTime()) / 60_000)),
    ack,
    resolution,
    overdue: ack === 'overdue' || resolution === 'overdue',
  };
}

/** 45 -> '45 min', 300 -> '5 h', 4560 -> '3 d 4 h' (how long ago a message came). */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
