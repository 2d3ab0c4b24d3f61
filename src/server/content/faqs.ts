import type { FaqSection } from '../../shop/content-types.ts';
import { htmlToText } from './sanitise.ts';

/**
 * Turns the FAQ page's HTML into questions and answers: each <h3> is a question and everything up to the next
 * heading is its answer; an <h2> starts a new group. So the owner edits one ordinary HTML page. Expects sanitised
 * HTML (headings without attributes).
 */
export function parseFaqs(html: string): { introHtml: string; sections: FaqSection[] } {
  const heading = /<(h2|h3)>([\s\S]*?)<\/\1>/g;
  const sections: FaqSection[] = [];
  let introHtml = '';
  let last = 0;
  let pending: { level: 'h2' | 'h3'; text: string } | null = null;

  const flush = (until: number) => {
    const between = html.slice(last, until).trim();
    if (!pending) {
      introHtml = between;
      return;
    }
    if (pending.level === 'h2') {
      sections.push({ title: pending.text, items: [] });
      // Text under a group heading, before its first question, belongs to no question: keep it with the intro.
      if (between) introHtml = introHtml ? `${introHtml}\n${between}` : between;
      return;
    }
    if (!pending.text) return;
    let section = sections.at(-1);
    if (!section) {
      section = { title: null, items: [] };
      sections.push(section);
    }
    section.items.push({ question: pending.text, answerHtml: between });
  };

  for (const match of html.matchAll(heading)) {
    flush(match.index);
    pending = { level: match[1] as 'h2' | 'h3', text: htmlToText(match[2] ?? '') };
    last = match.index + match[0].length;
  }
  flush(html.length);
  return { introHtml, sections: sections.filter((s) => s.items.length > 0) };
}
