/** Navigation facts of the storefront shell (the spec's section 2, "Header and footer"). */
import { STORE_NAME } from '../../shop/store.ts';

export const MEN_PATH = '/category/men';
export const WOMEN_PATH = '/category/Buy-Western-Dress-for-Women';

export type NavCategory = { _id: string; name: string; slug: string; gender: 'men' | 'women' };
export type CategoryGroup = {
  gender: 'men' | 'women';
  label: string;
  href: string;
  items: { name: string; href: string }[];
};

/** The header's category menu: Men, then Women, each heading linking to its gender page. */
export function groupCategories(categories: readonly NavCategory[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [
    { gender: 'men', label: 'Men', href: MEN_PATH, items: [] },
    { gender: 'women', label: 'Women', href: WOMEN_PATH, items: [] },
  ];
  for (const c of categories) {
    groups.find((g) => g.gender === c.gender)?.items.push({ name: c.name, href: categoryPath(c) });
  }
  return groups;
}

/** /category/{gender}/{name lowercased, spaces as dashes}: the category's slug is exactly that name. */
export function categoryPath(c: Pick<NavCategory, 'gender' | 'slug'>): string {
  return `/category/${c.gender}/${encodeURIComponent(c.slug)}`;
}

export function searchPath(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}

/** The page that confirms an order to its customer, right after it is placed (or paid). */
export function confirmationPath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}/confirmation`;
}

export const FOOTER_COLUMNS: { title: string; links: { label: string; href: string }[] }[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Men', href: MEN_PATH },
      { label: 'Women', href: WOMEN_PATH },
      { label: 'Blogs', href: '/Blogs' },
    ],
  },
  {
    title: 'Discover',
    links: [
      { label: 'About us', href: '/AboutUs' },
      { label: 'Contact us', href: '/ContactUs' },
      { label: 'FAQs', href: '/FAQs' },
      { label: 'Size guide', href: '/sizeguide' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Shipping policy', href: '/ShippingPolicy' },
      { label: 'Return policy', href: '/ReturnPolicy' },
      { label: 'Privacy policy', href: '/PrivacyPolicy' },
      { label: 'Terms & conditions', href: '/TermConditions' },
    ],
  },
];

/** The store's social accounts (replace with the real handles). */
export const SOCIAL_LINKS = [
  { network: 'instagram', label: `${STORE_NAME} on Instagram`, href: 'https://www.instagram.com/' },
  { network: 'facebook', label: `${STORE_NAME} on Facebook`, href: 'https://www.facebook.com/' },
  { network: 'youtube', label: `${STORE_NAME} on YouTube`, href: 'https://www.youtube.com/' },
  { network: 'x', label: `${STORE_NAME} on X`, href: 'https://x.com/' },
] as const;

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
