/** The path a listing page is canonical at: its own path, with ?page=N past the first page (filters are variants). */
export function listingPath(pathname: string, page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return pathname + (s ? `?${s}` : '');
}

export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} (Page ${page})` : title;
}
