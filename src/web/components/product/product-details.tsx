import ChevronDown from 'lucide-react/icons/chevron-down';

/** 'About This Product', 'Material' and 'Specifications' as disclosures (no JavaScript needed). */
export function ProductDetails({
  description,
  material,
  specification,
}: {
  description: string;
  material: string;
  specification: string;
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
