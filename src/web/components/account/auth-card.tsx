/** The frame of the sign-in pages: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="px-4 py-8 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8 sm:shadow-md">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-gray-700">{subtitle}</p>}
        <div className="mt-6 space-y-5">{children}</div>
      </div>
    </div>
  );
}
