/** Web address names (slugs) of products, categories, collections and posts: one pattern and one way to make one. */

/** Lower-case letters and digits in words joined by single hyphens: `indigo-cotton-kurta`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name: "Indigo Kurta (Cotton)" -> "indigo-kurta-cotton", at most `maxLength` characters. */
export function slugify(text: string, maxLength = 120): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
