import { NavLink } from 'react-router';
import { ACCOUNT_LINKS } from './account-menu.tsx';
import { statusLabel, type OrderStatus } from '../../../shop/orders.ts';

/** The frame of every account page: the heading, and the account's pages as tabs. */
export function AccountPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <nav aria-label="Account" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 text-sm whitespace-nowrap">
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.href}>
              <NavLink
                to={l.href}
                end
                className="block rounded-full border border-gray-200 px-3.5 py-1.5 font-medium text-gray-800 hover:border-brand-600 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                {l.label === 'My account' ? 'Dashboard' : l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {description && <p className="mt-1.5 text-gray-700">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

const STATUS_STYLES: Record<OrderStatus, string> = {
  processing: 'bg-amber-50 text-amber-800 ring-amber-200',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-200',
  awaiting_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  payment_failed: 'bg-red-50 text-red-800 ring-red-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[status]}`}>
      {statusLabel(status)}
    </span>
  );
}
