/** Whether a request's If-None-Match (one tag, a list, or `*`; weak forms too) names this strong ETag. */
export function ifNoneMatchNames(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim());
  return tags.some((t) => t === '*' || t === etag || t === `W/${etag}`);
}
