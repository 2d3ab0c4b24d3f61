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

export function formatIndianDate(at: Date | string, month: 'short' | 'long' = 'short'): string {
  const india = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  const names = month === 'short' ? SHORT : LONG;
  return `${india.getUTCDate()} ${names[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
