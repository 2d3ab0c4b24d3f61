/** Dates in Indian English, in Indian time, so the server and the browser print the same text. */
const format = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function formatBlogDate(iso: string): string {
  return format.format(new Date(iso));
}
