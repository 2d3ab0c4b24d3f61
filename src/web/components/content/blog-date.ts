import { formatIndianDate } from '../../../shop/dates.ts';

/** Dates in Indian English, in Indian time, so the server and the browser print the same text. */
export function formatBlogDate(iso: string): string {
  return formatIndianDate(iso, 'long');
}
