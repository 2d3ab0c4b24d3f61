/**
 * The allow-list for stored HTML (blog posts, content pages). Applied when content is saved AND again when it is
 * read for display, so a row written some other way (a seed, SQL, an older version) can never carry script into a
 * page. Server only: sanitize-html never ships to the browser.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No style, class, id or on* attribute anywhere: only these.
  // (rel, loading and decoding are set by the transforms below.)
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Links: the web, mail and phone; relative paths stay. Images: the web or this site only.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Unknown tags are dropped but their text kept; script, style, iframe and the like lose their content too.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  // An image whose address was refused would show as a broken picture: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // The page has its own <h1>; a heading inside the content becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

// Reading a page sanitises again; the same text gives the same answer, so keep the latest few hundred.
const cache = new Map<string, string>();
const CACHE_SIZE = 300;

/** Harmless HTML: only the allow-listed tags and attributes, no scripts, event handlers or javascript: links. */
export function sanitiseHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}

/** Plain text of an HTML fragment (tags removed, entities decoded), whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}
