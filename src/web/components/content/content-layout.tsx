import { Breadcrumbs } from './breadcrumbs.tsx';
import { HelpNav } from './help-nav.tsx';

/** The frame of the help and policy pages: breadcrumbs, the title, the page, and the help links beside it. */
export function ContentLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
        <article className="min-w-0 max-w-3xl">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {intro}
          <div className="mt-8">{children}</div>
        </article>
        <aside className="lg:pt-2">
          <HelpNav />
        </aside>
      </div>
    </div>
  );
}
