import { data } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/subcategory.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(
    `${loaderData.name} for ${loaderData.genderLabel}`,
    `Shop ${loaderData.name.toLowerCase()} for ${loaderData.genderLabel.toLowerCase()} at Bindass Bazaar. Prices in rupees, cash on delivery across India.`,
  );
}

/** /category/{gender}/{slug}: a category of the catalogue, else a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const gender = params.gender.toLowerCase();
  const slug = params.name.toLowerCase();
  const category = (await services.catalog.listCategories()).find((c) => c.gender === gender && c.slug === slug);
  if (!category) throw data(null, { status: 404 });
  return { name: category.name, genderLabel: category.gender === 'men' ? 'Men' : 'Women' };
}

export default function Subcategory({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={`${loaderData.name} for ${loaderData.genderLabel}`} />;
}
