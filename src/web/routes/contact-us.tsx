import Clock from '../components/icons/clock.tsx';
import Mail from '../components/icons/mail.tsx';
import Phone from '../components/icons/phone.tsx';
import { useState } from 'react';
import { data } from 'react-router';
import { Link } from '../components/link.tsx';
import { ContactForm, type ContactActionData } from '../components/content/contact-form.tsx';
import { Breadcrumbs } from '../components/content/breadcrumbs.tsx';
import { ContentErrorBoundary } from '../components/content/content-page.tsx';
import { contentMeta } from '../components/content/content-meta.ts';
import { appContext } from '../lib/app-context.ts';
import { storeContact } from '../lib/site-reads.server.ts';
import { cacheForVisitors } from '../lib/page-cache.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/contact-us.ts';
import { ACK_HOURS, RESOLVE_PERIOD } from '../../shop/complaints.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

const DESCRIPTION = `Write to ${STORE_NAME} customer care, open 10:00 AM to 7:00 PM every day.`;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Contact Us', DESCRIPTION);
  return contentMeta({
    title: 'Contact Us',
    description: `Write to ${loaderData.storeName} customer care, open ${loaderData.contact.hours}.`,
    canonical: loaderData.canonical,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  const [contact, store] = await Promise.all([services.contact.details(), storeContact(context)]);
  cacheForVisitors(context);
  return {
    contact,
    storeName: store.storeName,
    grievanceOfficer: store.grievanceOfficer,
    seller: store.seller,
    canonical: `${publicConfig.publicUrl}/ContactUs`,
  };
}

/** The form posts here, with JavaScript (a fetcher) or without (a plain form post): the same service either way. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const key of ['name', 'email', 'subject', 'comment'] as const) {
    const v = form.get(key);
    if (typeof v === 'string') values[key] = v;
  }
  const result = await services.contact.submit(values, { ip: clientIp });
  if (result.ok) {
    return { ok: true, message: result.message, ticketNumber: result.ticketNumber } satisfies ContactActionData;
  }
  const answer: ContactActionData = { ok: false, errors: result.errors, formError: result.formError, values };
  return data(answer, { status: result.status });
}

export default routeView(function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, grievanceOfficer: officer, seller } = loaderData;
  // "Send another message" starts a fresh form (and forgets the answer to a post made without JavaScript).
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Contact Us' }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Contact Us</h1>
          <p className="mt-3 text-gray-700">
            Questions about a size, an order or a return? Send us a message and we will get back to you within 24 hours.
          </p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Clock className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-ink">Business hours</p>
                <p className="text-gray-700">{contact.hours}</p>
              </div>
            </li>
            <li className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-ink">Email</p>
                <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline underline-offset-2">
                  {contact.email}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Phone className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-ink">Phone</p>
                <a href={contact.phoneHref} className="text-brand-700 underline underline-offset-2">
                  {contact.phone}
                </a>
              </div>
            </li>
          </ul>
          <section aria-labelledby="grievance-h" className="mt-8 rounded-xl border border-gray-200 p-4 text-sm">
            <h2 id="grievance-h" className="font-semibold text-ink">
              Grievance Officer
            </h2>
            <p className="mt-1 text-gray-700">
              {officer.name}
              <br />
              <a href={`mailto:${officer.email}`} className="break-all text-brand-700 underline underline-offset-2">
                {officer.email}
              </a>
              {' · '}
              <a href={officer.phoneHref} className="text-brand-700 underline underline-offset-2">
                {officer.phone}
              </a>
            </p>
            <p className="mt-2 text-gray-700">
              Every message gets a ticket number and an acknowledgement by email at once. We acknowledge a complaint
              within {ACK_HOURS} hours and resolve it within {RESOLVE_PERIOD} of receiving it.
            </p>
            <p className="mt-2 text-gray-700">
              Sold by {seller.name}
              {seller.address && `, ${seller.address}`}
            </p>
          </section>
          <p className="mt-8 text-sm text-gray-700">
            You may find a quick answer in our{' '}
            <Link to="/FAQs" className="font-medium text-brand-700 underline underline-offset-2">
              FAQs
            </Link>
            ,{' '}
            <Link to="/ShippingPolicy" className="font-medium text-brand-700 underline underline-offset-2">
              shipping
            </Link>{' '}
            and{' '}
            <Link to="/ReturnPolicy" className="font-medium text-brand-700 underline underline-offset-2">
              return
            </Link>{' '}
            policies.
          </p>
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-gray-200 p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="font-display text-2xl font-semibold tracking-tight text-ink">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm
              key={round}
              initial={round === 0 ? (actionData as ContactActionData | undefined) : undefined}
              onSendAnother={() => setRound((r) => r + 1)}
            />
          </div>
        </section>
      </div>
    </div>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
