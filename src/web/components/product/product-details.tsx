import ChevronDown from '../icons/chevron-down.tsx';

/** Where the goods come from and who sells them (from the product and the store settings). */
export type ProductOrigin = { countryOfOrigin: string; seller: { name: string; address: string | null } };

/**
 * 'About This Product', 'Material' and 'Specifications' as disclosures (no JavaScript needed), then the country of
 * origin and the seller, always shown (Legal Metrology (Packaged Commodities) Rules, 2011; Consumer Protection
 * (E-Commerce) Rules, 2020).
 */
export function ProductDetails({
  description,
  material,
  specification,
  origin,
}: {
  description: string;
  material: string;
  specification: string;
  origin: ProductOrigin;
}) {
  const specs = specification
    .split('\n')
    .map((line) => line.split(/:\s*/))
    .filter((parts) => parts[0]?.trim());
  return (
    <div className="divide-y divide-gray-200 border-y border-gray-200">
      <Section title="About This Product" open>
        <p>{description.trim() || 'No description available.'}</p>
      </Section>
      <Section title="Material">
        <p>{material.trim() || 'Not specified.'}</p>
      </Section>
      <Section title="Specifications">
        {specs.length === 0 ? (
          <p>Specifications not available.</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
            {specs.map(([k, ...v]) => (
              <div key={k} className="contents">
                <dt className="text-gray-600">{k}</dt>
                <dd>{v.join(': ')}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 py-4 text-sm">
        <dt className="text-gray-600">Country of origin</dt>
        <dd>{origin.countryOfOrigin}</dd>
        <dt className="text-gray-600">Sold by</dt>
        <dd>
          {origin.seller.name}
          {origin.seller.address && `, ${origin.seller.address}`}
        </dd>
      </dl>
    </div>
  );
}

function Section({ title, open, children }: { title: string; open?: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="group">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="size-5 transition group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="pb-4 text-sm leading-6 text-gray-800">{children}</div>
    </details>
  );
}
