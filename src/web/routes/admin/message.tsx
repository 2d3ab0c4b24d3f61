import { useState } from 'react';
import { data, useNavigate, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { replyMailto, replySubject } from '../../../shop/admin/messages.ts';
import { ComplaintState, complaintAge } from '../../components/admin/complaint-state.tsx';
import { whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/message.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * One contact message (a complaint ticket): its number, age and state against the deadlines. Opening it marks it
 * read (by this member of staff); reply from your own mail client; mark it resolved once the customer is answered.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, 'staff');
  const message = await context
    .get(appContext)
    .services.contact.open(params.id, admin)
    .catch((err: { status?: number; message?: string }) => {
      if (err.status === 404) throw data(err.message, { status: 404 });
      throw err;
    });
  return { message, mailto: replyMailto(message), subject: replySubject(message.subject) };
}

export default routeView(function MessagePage({ loaderData }: Route.ComponentProps) {
  const { message, mailto, subject } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);

  async function change(body: { read?: boolean; archived?: boolean; resolved?: boolean }, back: boolean) {
    const res = await adminApi('PATCH', `/api/admin/messages/${message.id}`, body);
    if (!res.ok) return setError(refusalText(res, 'Could not change this message.'));
    // Marked unread: leave, or opening the page again would mark it read.
    if (back) return void navigate('/admin/messages');
    void revalidate();
  }

  return (
    <div className="max-w-3xl space-y-4">
      <Link to="/admin/messages" className="text-sm text-brand-700 underline">
        ← Messages
      </Link>
      <h1 className={`${adminUi.h1} break-words`}>{message.subject}</h1>
      {error && (
        <p role="alert" className={adminUi.alert}>
          {error}
        </p>
      )}
      <dl className={`${adminUi.card} grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]`}>
        <dt className="font-medium">Ticket</dt>
        <dd className="font-mono">{message.ticketNumber}</dd>
        <dt className="font-medium">From</dt>
        <dd className="break-words">{message.name}</dd>
        <dt className="font-medium">Email</dt>
        <dd className="break-all">{message.email}</dd>
        <dt className="font-medium">Received</dt>
        <dd>
          {whenIst(message.createdAt)} IST ({complaintAge(message)})
        </dd>
        <dt className="font-medium">Acknowledged</dt>
        <dd>{message.ackSentAt ? `${whenIst(message.ackSentAt)} IST (mailed to the sender)` : 'Not yet'}</dd>
        <dt className="font-medium">Resolved</dt>
        <dd>{message.resolvedAt ? `${whenIst(message.resolvedAt)} IST` : 'Not yet'}</dd>
        <dt className="font-medium">State</dt>
        <dd>
          <ComplaintState {...message} />
        </dd>
        {message.archived && (
          <>
            <dt className="font-medium">Folder</dt>
            <dd>Archived</dd>
          </>
        )}
      </dl>
      <div className={`${adminUi.card} text-sm leading-6 break-words whitespace-pre-wrap`}>{message.comment}</div>
      <div className="flex flex-wrap gap-3">
        <a href={mailto} className={adminUi.button}>
          Reply by email
        </a>
        <button
          type="button"
          className={adminUi.secondary}
          onClick={() => change({ resolved: message.resolvedAt === null }, false)}
        >
          {message.resolvedAt === null ? 'Mark resolved' : 'Reopen'}
        </button>
        <button type="button" className={adminUi.secondary} onClick={() => change({ read: false }, true)}>
          Mark unread
        </button>
        <button
          type="button"
          className={adminUi.secondary}
          onClick={() => change({ archived: !message.archived }, !message.archived)}
        >
          {message.archived ? 'Move to inbox' : 'Archive'}
        </button>
      </div>
      <p className="text-xs text-stone-600">
        &ldquo;Reply by email&rdquo; opens your mail app with the reply to {message.email} and the subject &ldquo;
        {subject}
        &rdquo;.
      </p>
    </div>
  );
});
