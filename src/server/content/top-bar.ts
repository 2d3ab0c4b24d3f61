import { htmlToText } from './sanitise.ts';

/** The most messages the strip above the header shows. */
const MAX_MESSAGES = 4;

/**
 * The strip above the header, from the editable `top-bar` page: one short message per list item (or paragraph), so
 * the owner changes it like any other page. Expects sanitised HTML.
 */
export function parseTopBar(html: string): string[] {
  const items = [...html.matchAll(/<(li|p)>([\s\S]*?)<\/\1>/g)].map((m) => htmlToText(m[2] ?? ''));
  return items.filter(Boolean).slice(0, MAX_MESSAGES);
}
