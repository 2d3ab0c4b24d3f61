import ChevronDown from '../icons/chevron-down.tsx';
import type { FaqSection } from '../../../shop/content-types.ts';
import { RichText } from './rich-text.tsx';

/**
 * The FAQ accordion: one <details> per question, its <summary> holding the question's heading, so every answer opens
 * without JavaScript too (and the browser's find-in-page opens the one it finds). Enter and Space toggle (native);
 * with JavaScript, Up/Down move between questions and Home/End jump to the first/last. Several answers may be open.
 */
export function FaqAccordion({ sections }: { sections: readonly FaqSection[] }) {
  const titled = sections.some((s) => s.title);
  const Question = titled ? 'h3' : 'h2';

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('summary[data-faq]')) return;
    const questions = [...event.currentTarget.querySelectorAll<HTMLElement>('summary[data-faq]')];
    const at = questions.indexOf(target);
    const to =
      event.key === 'ArrowDown'
        ? (at + 1) % questions.length
        : event.key === 'ArrowUp'
          ? (at - 1 + questions.length) % questions.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? questions.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    questions[to]?.focus();
  };

  let n = 0;
  return (
    <div onKeyDown={onKeyDown} className="space-y-10">
      {sections.map((section, s) => (
        <section key={`${section.title ?? ''}-${s}`} aria-labelledby={section.title ? `faq-group-${s}` : undefined}>
          {section.title && (
            <h2 id={`faq-group-${s}`} className="mb-4 font-display text-2xl font-semibold tracking-tight text-ink">
              {section.title}
            </h2>
          )}
          <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {section.items.map((item) => {
              const id = `faq-${++n}`;
              return (
                <details key={id} id={id} className="group">
                  <summary
                    data-faq=""
                    className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-4 text-left font-semibold text-ink hover:text-brand-700 sm:px-5 [&::-webkit-details-marker]:hidden"
                  >
                    <Question className="text-base">{item.question}</Question>
                    <ChevronDown
                      className="size-5 shrink-0 text-gray-500 transition-transform duration-200 group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="px-4 pb-5 sm:px-5">
                    <RichText html={item.answerHtml} />
                  </div>
                </details>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
