import FileDown from '../icons/file-down.tsx';
import type { DocumentLink } from '../../../shop/gst/document-links.ts';

/** What a page needs of an order's GST document to offer it for download. */
export type DocumentLinkView = Pick<DocumentLink, 'id' | 'label' | 'number' | 'url'>;

export const toDocumentLinkView = ({ id, label, number, url }: DocumentLink): DocumentLinkView => ({
  id,
  label,
  number,
  url,
});

/**
 * "Download invoice" (or receipt), and each credit note, of an order: plain links to the PDF route, so the browser
 * downloads the file and no PDF code reaches the page.
 */
export function DocumentLinks({ documents, className = '' }: { documents: DocumentLinkView[]; className?: string }) {
  if (documents.length === 0) return null;
  return (
    <ul aria-label="Invoice and credit notes" className={`flex flex-wrap gap-x-5 gap-y-2 text-sm ${className}`}>
      {documents.map((d) => (
        <li key={d.id}>
          <a
            href={d.url}
            download
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <FileDown className="size-4 shrink-0" aria-hidden="true" />
            {d.label}
            <span className="font-normal break-all text-gray-600">{d.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
