import { Link } from 'react-router';
import { ContentLayout } from '../components/content/content-layout.tsx';
import { ContentErrorBoundary } from '../components/content/content-page.tsx';
import { contentMeta } from '../components/content/content-meta.ts';
import { SizeChart } from '../components/content/size-chart.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/size-guide.ts';

const DESCRIPTION =
  'Find your size: chest, waist and sleeve for tops and waist, hip and inseam for bottoms, in inches.';

/** Body measurements in inches. */
const TOPS = {
  columns: ['Chest', 'Waist', 'Sleeve'],
  rows: [
    { size: 'S', values: [36, 30, 24] },
    { size: 'M', values: [38, 32, 24.5] },
    { size: 'L', values: [40, 34, 25] },
    { size: 'XL', values: [42, 36, 25.5] },
  ],
} as const;

const BOTTOMS = {
  columns: ['Waist', 'Hip', 'Inseam'],
  rows: [
    { size: '28', values: [28, 36, 30] },
    { size: '30', values: [30, 38, 30.5] },
    { size: '32', values: [32, 40, 31] },
    { size: '34', values: [34, 42, 31.5] },
    { size: '36', values: [36, 44, 32] },
  ],
} as const;

const HOW_TO_MEASURE = [
  ['Chest', 'Around the fullest part of your chest, under the arms, keeping the tape level.'],
  ['Waist', 'Around your natural waistline, just above the navel. Keep one finger between the tape and your body.'],
  ['Hip', 'Around the fullest part of your hips, with your feet together.'],
  ['Sleeve', 'From the top of the shoulder down to the wrist, with the arm relaxed.'],
  ['Inseam', 'From the top of the inner thigh down to the ankle bone.'],
] as const;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Size Guide', DESCRIPTION);
  return contentMeta({ title: 'Size Guide', description: DESCRIPTION, canonical: loaderData.canonical });
}

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${context.get(appContext).publicConfig.publicUrl}/sizeguide` };
}

export default function SizeGuide() {
  return (
    <ContentLayout
      title="Size Guide"
      intro={
        <p className="mt-3 text-gray-700">
          All measurements are body measurements in inches. Between two sizes? Choose the larger one for a relaxed fit.
        </p>
      }
    >
      <section aria-labelledby="tops-heading">
        <h2 id="tops-heading" className="font-display text-2xl font-semibold tracking-tight text-ink">
          Tops, shirts, kurtas and dresses
        </h2>
        <p className="mt-1 text-sm text-gray-600">Sizes S to XL: chest, waist and sleeve, in inches.</p>
        <div className="mt-4">
          <SizeChart
            id="tops-caption"
            caption="Tops: chest, waist and sleeve in inches for sizes S to XL"
            sizeLabel="Size"
            columns={TOPS.columns}
            rows={TOPS.rows}
          />
        </div>
      </section>

      <section aria-labelledby="bottoms-heading" className="mt-10">
        <h2 id="bottoms-heading" className="font-display text-2xl font-semibold tracking-tight text-ink">
          Jeans, trousers and skirts
        </h2>
        <p className="mt-1 text-sm text-gray-600">Waist sizes 28 to 36: waist, hip and inseam, in inches.</p>
        <div className="mt-4">
          <SizeChart
            id="bottoms-caption"
            caption="Bottoms: waist, hip and inseam in inches for waist sizes 28 to 36"
            sizeLabel="Size"
            columns={BOTTOMS.columns}
            rows={BOTTOMS.rows}
          />
        </div>
      </section>

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
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
