/** The text of a search box, as the store searches for it. Pure: the header form and the /search loader share it. */

/** The longest search text kept (the box's maxLength; longer text is cut). */
export const SEARCH_MAX_LENGTH = 100;

/** What a search for this text looks for: trimmed and at most 100 characters. '' means there is nothing to search. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}
