import { data } from 'react-router';
import { Link } from '../components/link.tsx';
import { ContentLayout } from '../components/content/content-layout.tsx';
import { ContentErrorBoundary } from '../components/content/content-page.tsx';
import { contentMeta, notFoundMeta } from '../components/content/content-meta.ts';
import { FaqAccordion } from '../components/content/faq-accordion.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { appContext } from '../lib/app-context.ts';
import { cacheForVisitors } from '../lib/page-cache.ts';
import type { Route } from './+types/faqs.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  const { faqs, canonical } = loaderData;
  return contentMeta({ title: faqs.title, description: faqs.metaDescription, canonical });
}

/** The questions come from the editable `faqs` page: each <h3> a question, the paragraphs after it the answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  const faqs = await services.content.findFaqs();
  if (!faqs) throw data(null, { status: 404 });
  cacheForVisitors(context);
  return { faqs, canonical: `${publicConfig.publicUrl}/FAQs` };
}

export default routeView(function Faqs({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  return (
    <ContentLayout
      title={faqs.title}
      intro={faqs.introHtml ? <RichText html={faqs.introHtml} className="mt-3" /> : undefined}
    >
      {faqs.sections.length > 0 ? (
        <FaqAccordion sections={faqs.sections} />
      ) : (
        <p className="rounded-lg bg-ivory px-4 py-10 text-center text-gray-700">No questions yet.</p>
      )}
      <div className="mt-10 rounded-xl bg-brand-50 p-5 sm:p-6">
        <h2 className="font-display text-xl font-semibold text-ink">Still have a question?</h2>
        <p className="mt-1 text-sm text-gray-700">Our team answers every message, 10:00 AM to 7:00 PM, every day.</p>
        <Link
          to="/ContactUs"
          className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Contact us
        </Link>
      </div>
    </ContentLayout>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
