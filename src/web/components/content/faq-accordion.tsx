import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import type { FaqSection } from '../../../shop/content-types.ts';
import { RichText } from './rich-text.tsx';

/**
 * The FAQ accordion (WAI-ARIA pattern): each question is a button in a heading, with aria-expanded and
 * aria-controls naming its answer panel. Enter and Space toggle (native buttons); Up/Down move between questions,
 * Home/End jump to the first/last. Several answers may be open at once.
 */
export function FaqAccordion({ sections }: { sections: readonly FaqSection[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const titled = sections.some((s) => s.title);
  const Question = titled ? 'h3' : 'h2';

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('button[data-faq]')) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-faq]')];
    const at = buttons.indexOf(target as HTMLButtonElement);
    const to =
      event.key === 'ArrowDown'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowUp'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    buttons[to]?.focus();
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
              const isOpen = open.has(id);
              return (
                <div key={id}>
                  <Question className="text-base">
                    <button
                      type="button"
                      id={`${id}-question`}
                      data-faq=""
                      aria-expanded={isOpen}
                      aria-controls={`${id}-answer`}
                      onClick={() => toggle(id)}
                      className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:text-brand-700 sm:px-5"
                    >
                      <span>{item.question}</span>
                      <ChevronDown
                        className={`size-5 shrink-0 text-gray-500 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
                        aria-hidden="true"
                      />
                    </button>
                  </Question>
                  <div
                    id={`${id}-answer`}
                    role="region"
                    aria-labelledby={`${id}-question`}
                    hidden={!isOpen}
                    className="px-4 pb-5 sm:px-5"
                  >
                    <RichText html={item.answerHtml} />
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
