/**
 * Dates as Indian English prints them, in India's time (UTC+5:30 all year: India has no daylight saving), so the
 * server and every browser print the same text whatever their own time zone: '5 Sept 2026', '5 September 2026'.
 * The same text as Intl.DateTimeFormat('en-IN', { day, month, year, timeZone: 'Asia/Kolkata' }) (dates.test.ts
 * compares them), written out because creating an Intl formatter costs a phone tens of milliseconds of main thread
 * on a page's first load.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The instant shifted to India's wall clock: read it with the getUTC* methods. */
function inIndia(at: Date | string): Date {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS);
}

/** The calendar date in India (YYYY-MM-DD): an order at 00:30 IST on 1 April is on 1 April. */
export function indianDate(at: Date | string): string {
  return inIndia(at).toISOString().slice(0, 10);
}

export function formatIndianDate(at: Date | string, month: 'short' | 'long' = 'short'): string {
  const india = inIndia(at);
  const names = month === 'short' ? SHORT : LONG;
  return `${india.getUTCDate()} ${names[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** '5 Sept 2026, 14:05 IST': a date and 24-hour time in India. */
export function formatIndianDateTime(at: Date | string): string {
  return `${formatIndianDate(at)}, ${inIndia(at).toISOString().slice(11, 16)} IST`;
}

/**
 * The same wall-clock time in India `months` calendar months later; a day the later month lacks becomes its last
 * day (31 January + 1 month = 28 or 29 February), as PostgreSQL's interval arithmetic does.
 */
export function addIndianMonths(at: Date | string, months: number): Date {
  const india = inIndia(at);
  const target = new Date(india.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(india.getUTCDate(), lastDay));
  return new Date(target.getTime() - IST_OFFSET_MS);
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day (YYYY-MM-DD) as a delivery promise prints it: 'Thu, 27 Nov' (Intl's en-IN weekday, day, month). */
export function formatDeliveryDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${SHORT[d.getUTCMonth()]}`;
}

/** India's wall-clock time of an instant as HH:MM (24-hour). */
export function indianTime(at: Date | string): string {
  return inIndia(at).toISOString().slice(11, 16);
}
