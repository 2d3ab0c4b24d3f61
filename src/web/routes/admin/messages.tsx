import { useState } from 'react';
import { data, Form, useRevalidator, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { messageListQuerySchema } from '../../../shop/admin/messages.ts';
import { ACK_HOURS, RESOLVE_PERIOD } from '../../../shop/complaints.ts';
import { ComplaintState, complaintAge } from '../../components/admin/complaint-state.tsx';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { Pager, queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/messages.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * The contact inbox: messages from the contact form (each a complaint ticket), newest (or unread) first, searched,
 * filtered by their state against the 48-hour acknowledgement and one-month resolution; overdue ones highlighted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const parsed = messageListQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const { contact } = context.get(appContext).services;
  const [{ messages, total }, unread, overdue] = await Promise.all([
    contact.list(parsed.data),
    contact.unreadCount(),
    contact.overdueCount(),
  ]);
  return {
    messages: messages.map(({ comment, ...m }) => ({ ...m, preview: comment.slice(0, 140) })),
    total,
    unread,
    overdue,
    page: parsed.data.page,
    perPage: parsed.data.perPage,
    box: parsed.data.box,
  };
}

type Message = Route.ComponentProps['loaderData']['messages'][number];

export default routeView(function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, total, unread, overdue, page, perPage, box } = loaderData;
  const [params] = useSearchParams();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);

  async function change(m: Message, body: { read?: boolean; archived?: boolean; resolved?: boolean }) {
    const res = await adminApi('PATCH', `/api/admin/messages/${m.id}`, body);
    setError(res.ok ? null : refusalText(res, 'Could not change this message.'));
    void revalidate();
  }

  const columns: ColumnDef<Message>[] = [
    {
      // Ticket, age and state first: what a phone shows before the table scrolls.
      header: 'Ticket',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          <span className="font-mono">{row.original.ticketNumber}</span>
          <span className="block text-xs text-stone-600">{complaintAge(row.original)}</span>
        </span>
      ),
    },
    {
      header: 'State',
      cell: ({ row }) => <ComplaintState {...row.original} />,
    },
    {
      header: 'From',
      cell: ({ row }) => (
        <div className={row.original.read ? '' : 'font-semibold'}>
          {!row.original.read && <span className="sr-only">Unread: </span>}
          {!row.original.read && <span aria-hidden className="mr-1 inline-block size-2 rounded-full bg-brand-600" />}
          {row.original.name}
          <span className="block text-xs font-normal text-stone-600">{row.original.email}</span>
        </div>
      ),
    },
    {
      header: 'Subject',
      cell: ({ row }) => (
        <Link
          to={`/admin/messages/${row.original.id}`}
          className={`block max-w-md ${row.original.read ? '' : 'font-semibold'}`}
        >
          <span className="text-brand-700 underline">{row.original.subject}</span>
          <span className="block truncate text-xs font-normal text-stone-600">{row.original.preview}</span>
        </Link>
      ),
    },
    {
      header: 'Received (IST)',
      cell: ({ row }) => <span className="whitespace-nowrap">{whenIst(row.original.createdAt)}</span>,
    },
    {
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={adminUi.secondary}
            onClick={() => change(row.original, { read: !row.original.read })}
          >
            Mark {row.original.read ? 'unread' : 'read'}
          </button>
          <button
            type="button"
            className={adminUi.secondary}
            onClick={() => change(row.original, { archived: !row.original.archived })}
          >
            {row.original.archived ? 'Move to inbox' : 'Archive'}
          </button>
          <button
            type="button"
            className={adminUi.secondary}
            onClick={() => change(row.original, { resolved: row.original.resolvedAt === null })}
          >
            {row.original.resolvedAt === null ? 'Mark resolved' : 'Reopen'}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Messages</h1>
      <p className="text-sm text-stone-600">
        {unread} unread in the inbox, {overdue} overdue. Each message from the contact form is a ticket, acknowledged to
        its sender by mail at once; complaints are to be acknowledged within {ACK_HOURS} hours and resolved within{' '}
        {RESOLVE_PERIOD} (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)). Reply from your own email.
      </p>
      {error && (
        <p role="alert" className={adminUi.alert}>
          {error}
        </p>
      )}
      <Form method="get" className={`${adminUi.card} grid gap-3 sm:grid-cols-2 lg:grid-cols-5`}>
        <label className={adminUi.label}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder="Ticket, name, email, subject or words"
            className={adminUi.input}
            maxLength={100}
          />
        </label>
        <label className={adminUi.label}>
          Folder
          <select name="box" defaultValue={box} className={adminUi.input}>
            <option value="inbox">Inbox</option>
            <option value="archived">Archived</option>
          </select>
        </label>
        <label className={adminUi.label}>
          State
          <select name="status" defaultValue={params.get('status') ?? ''} className={adminUi.input}>
            <option value="">All</option>
            <option value="open">Open</option>
            <option value="overdue">Overdue</option>
            <option value="resolved">Resolved</option>
          </select>
        </label>
        <label className={adminUi.label}>
          Order
          <select name="sort" defaultValue={params.get('sort') ?? 'newest'} className={adminUi.input}>
            <option value="newest">Newest first</option>
            <option value="unread">Unread first</option>
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className={adminUi.button}>
            Show
          </button>
        </div>
      </Form>
      <p className="text-sm text-stone-600">
        {total} {total === 1 ? 'message' : 'messages'}
      </p>
      <DataTable
        rows={messages}
        columns={columns}
        caption={box === 'archived' ? 'Archived messages' : 'Inbox'}
        empty={box === 'archived' ? 'No archived messages.' : 'No messages match.'}
        rowKey={(m) => m.id}
        rowClassName={(m) => (m.status.overdue ? 'bg-red-50' : '')}
      />
      <Pager page={page} perPage={perPage} total={total} />
    </div>
  );
});
