import { describe, expect, it } from 'vitest';
import { complaintDeadlines, complaintStatus, formatAge, ticketNumber, ticketSequenceOf } from './complaints.ts';

describe('ticket numbers', () => {
  it('print six digits at least and are read back as typed', () => {
    expect(ticketNumber(123)).toBe('BB-C-000123');
    expect(ticketNumber(1_234_567)).toBe('BB-C-1234567');
    expect(ticketSequenceOf(' bb-c-000123 ')).toBe(123);
    expect(ticketSequenceOf('BBC123')).toBe(123);
    expect(ticketSequenceOf('BB-123')).toBeNull();
    expect(ticketSequenceOf('kurta')).toBeNull();
  });
});

describe('deadlines (rule 4(5))', () => {
  const at = (iso: string) => complaintDeadlines(new Date(iso));
  it('acknowledgement 48 hours after receipt', () => {
    expect(at('2026-03-10T05:00:00Z').ackDueAt.toISOString()).toBe('2026-03-12T05:00:00.000Z');
  });
  it('resolution one calendar month later in India, the month-end kept', () => {
    expect(at('2026-01-31T04:30:00Z').resolveBy.toISOString()).toBe('2026-02-28T04:30:00.000Z');
    expect(at('2028-01-31T04:30:00Z').resolveBy.toISOString()).toBe('2028-02-29T04:30:00.000Z');
    // 23:30 on 31 March in India is still 30 March in UTC: India's calendar decides.
    expect(at('2026-03-31T18:00:00Z').resolveBy.toISOString()).toBe('2026-04-30T18:00:00.000Z');
    expect(at('2026-12-15T10:00:00Z').resolveBy.toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});

describe('status', () => {
  const received = new Date('2026-05-01T00:00:00Z');
  const times = { receivedAt: received, ...complaintDeadlines(received), ackSentAt: null, resolvedAt: null };
  const hours = (h: number) => new Date(received.getTime() + h * 3_600_000);
  it('is due, then overdue at the deadline passed; done in time or late', () => {
    expect(complaintStatus(times, hours(48))).toEqual({
      ageMinutes: 2880,
      ack: 'due',
      resolution: 'open',
      overdue: false,
    });
    expect(complaintStatus(times, hours(48.01))).toMatchObject({ ack: 'overdue', overdue: true });
    expect(complaintStatus({ ...times, ackSentAt: hours(1) }, hours(50))).toMatchObject({
      ack: 'sent',
      overdue: false,
    });
    expect(complaintStatus({ ...times, ackSentAt: hours(49) }, hours(50))).toMatchObject({
      ack: 'late',
      overdue: false,
    });
    const afterMonth = hours(31 * 24 + 1);
    expect(complaintStatus({ ...times, ackSentAt: hours(1) }, afterMonth)).toMatchObject({
      resolution: 'overdue',
      overdue: true,
    });
    expect(complaintStatus({ ...times, ackSentAt: hours(1), resolvedAt: hours(24) }, afterMonth)).toMatchObject({
      resolution: 'resolved',
      overdue: false,
    });
  });
  it('prints the age', () => {
    expect([0, 59, 60, 1439, 1440, 4560].map(formatAge)).toEqual(['0 min', '59 min', '1 h', '23 h', '1 d', '3 d 4 h']);
  });
});
