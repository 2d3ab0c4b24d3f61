/**
 * Stored HTML (blog posts, policies, FAQ answers), already sanitised by the server when saved and again when read
 * (src/server/content/sanitise.ts). Typography comes from these descendant utilities, so no extra stylesheet ships.
 */
const TYPOGRAPHY = [
  'text-[15px] leading-7 text-gray-800 sm:text-base sm:leading-7',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-ink [&_b]:font-semibold',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-gray-600',
  '[&_hr]:my-8 [&_hr]:border-gray-200',
  '[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-gray-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_code]:text-sm',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${TYPOGRAPHY} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
