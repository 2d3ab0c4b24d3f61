import { Link } from '../components/link.tsx';
import { ContentLayout } from '../components/content/content-layout.tsx';
import { ContentErrorBoundary } from '../components/content/content-page.tsx';
import { contentMeta } from '../components/content/content-meta.ts';
import { SizeChartTables } from '../components/content/size-chart.tsx';
import { appContext } from '../lib/app-context.ts';
import { cacheForVisitors } from '../lib/page-cache.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/size-guide.ts';
import { routeView } from '../lib/route-view.ts';

const DESCRIPTION =
  'Find your size: a chart for every category, from XS to XL and waist 28 to 36, with body measurements in inches.';

const HOW_TO_MEASURE = [
  ['Bust or chest', 'Around the fullest part of your bust or chest, under the arms, keeping the tape level.'],
  ['Waist', 'Around your natural waistline, just above the navel. Keep one finger between the tape and your body.'],
  ['Hip', 'Around the fullest part of your hips, with your feet together.'],
  ['Shoulder', 'Across your back, from the edge of one shoulder to the other.'],
  ['Sleeve', 'From the top of the shoulder down to the wrist, with the arm relaxed.'],
  ['Inseam', 'From the top of the inner thigh down to the ankle bone.'],
] as const;

const GENDERS = [
  { gender: 'women', title: 'Women' },
  { gender: 'men', title: 'Men' },
] as const;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Size Guide', DESCRIPTION);
  return contentMeta({ title: 'Size Guide', description: DESCRIPTION, canonical: loaderData.canonical });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  const charts = await services.sizeCharts.all();
  cacheForVisitors(context);
  return { canonical: `${publicConfig.publicUrl}/sizeguide`, charts };
}

export default routeView(function SizeGuide({ loaderData }: Route.ComponentProps) {
  const { charts } = loaderData;
  return (
    <ContentLayout
      title="Size Guide"
      intro={
        <p className="mt-3 text-gray-700">
          Every category has its own chart below. All measurements are body measurements in inches. Between two sizes?
          Choose the larger one for a relaxed fit.
        </p>
      }
    >
      <nav aria-label="Size charts" className="rounded-xl bg-ivory p-4">
        {GENDERS.map(({ gender, title }) => (
          <div key={gender} className="flex flex-wrap items-baseline gap-x-3 gap-y-2 py-1 text-sm">
            <span className="font-semibold text-ink">{title}:</span>
            {charts
              .filter((c) => c.gender === gender)
              .map((c) => (
                <a key={c.anchor} href={`#${c.anchor}`} className="text-brand-700 underline underline-offset-2">
                  {c.title.replace(/^(Women's|Men's) /, '')}
                </a>
              ))}
          </div>
        ))}
      </nav>

      {GENDERS.map(({ gender, title }) => (
        <section key={gender} aria-labelledby={`${gender}-charts`} className="mt-10">
          <h2 id={`${gender}-charts`} className="font-display text-2xl font-semibold tracking-tight text-ink">
            {title}
          </h2>
          {charts
            .filter((c) => c.gender === gender)
            .map((c) => (
              // The product page's "Size chart" links here (/sizeguide#women-tops); the target is outlined.
              <section
                key={c.anchor}
                id={c.anchor}
                aria-labelledby={`${c.anchor}-h`}
                className="mt-6 scroll-mt-24 rounded-xl p-1 target:ring-2 target:ring-brand-600 target:ring-offset-4"
              >
                <h3 id={`${c.anchor}-h`} className="text-lg font-semibold text-ink">
                  {c.title}
                </h3>
                <div className="mt-2">
                  <SizeChartTables chart={c} />
                </div>
              </section>
            ))}
        </section>
      ))}

      <section aria-labelledby="measure-heading" className="mt-10">
        <h2 id="measure-heading" className="font-display text-2xl font-semibold tracking-tight text-ink">
          How to measure
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {HOW_TO_MEASURE.map(([term, text]) => (
            <div key={term} className="rounded-xl bg-ivory p-4">
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="mt-1 text-sm leading-6 text-gray-700">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-gray-700">
          Still unsure?{' '}
          <Link to="/ContactUs" className="font-medium text-brand-700 underline underline-offset-2">
            Ask us
          </Link>{' '}
          and we will help you choose. See also our{' '}
          <Link to="/ReturnPolicy" className="font-medium text-brand-700 underline underline-offset-2">
            exchange policy
          </Link>
          .
        </p>
      </section>
    </ContentLayout>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
