const BASE = 'http://same-site.invalid';

/**
 * A redirect target taken from the URL (e.g. `/login?redirect=...`), accepted only when it is a path on this site:
 * it starts with a single '/', has no backslash or control character, resolves to this origin, and its normalised
 * path (dot segments, also percent-encoded ones, resolved) still starts with a single '/'. Anything else answers
 * `fallback`, so the parameter can never send a visitor to another site. The normalised form is what is answered.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith('/') || to.startsWith('//')) return fallback;
  // Browsers read '\' as '/', so '/\evil.example' would leave the site; control characters are stripped by URL parsers.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // '/.//evil.example', '/%2e%2e//evil.example' and '/a/..//evil.example' resolve to the path '//evil.example',
  // which a browser reads as another host: refuse whatever normalises to '//' or '/\'.
  const target = url.pathname + url.search + url.hash;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
