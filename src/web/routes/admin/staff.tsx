import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { newStaffSchema } from '../../../shop/admin/auth.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { ROLE_LABELS } from '../../../shop/roles.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/staff.ts';
import { routeView } from '../../lib/route-view.ts';

/** The owner's staff page: who can sign in to the admin, with which role; add, change, disable, reset 2FA. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, 'owner');
  return { staff: await context.get(appContext).services.staff.list(), me: admin.id };
}

type Member = Route.ComponentProps['loaderData']['staff'][number];

export default routeView(function StaffPage({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function change(member: Member, body: object, done: string) {
    const res = await adminApi('PATCH', `/api/admin/staff/${member.id}`, body);
    setMessage(
      res.ok ? { ok: true, text: done } : { ok: false, text: refusalText(res, 'Could not change this account.') },
    );
    void revalidate();
  }

  async function add(form: HTMLFormElement) {
    const parsed = newStaffSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    const res = await adminApi('POST', '/api/admin/staff', parsed.data);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not add this account.') });
    }
    form.reset();
    setMessage({
      ok: true,
      text: `${parsed.data.name} can now sign in at /admin/login and set up their authenticator.`,
    });
    void revalidate();
  }

  const columns: ColumnDef<Member>[] = [
    { header: 'Name', accessorKey: 'name' },
    { header: 'Email', accessorKey: 'email' },
    { header: 'Role', cell: ({ row }) => ROLE_LABELS[row.original.role] },
    {
      header: 'Status',
      cell: ({ row }) =>
        row.original.disabled ? 'Disabled' : row.original.secondFactor ? 'Active' : 'Active (no authenticator yet)',
    },
    {
      header: 'Actions',
      cell: ({ row }) => {
        const m = row.original;
        if (m.id === loaderData.me) return <span className="text-stone-500">You</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={adminUi.secondary}
              onClick={() => change(m, { role: m.role === 'owner' ? 'staff' : 'owner' }, `${m.name}'s role changed.`)}
            >
              Make {m.role === 'owner' ? 'staff' : 'owner'}
            </button>
            <button
              type="button"
              className={m.disabled ? adminUi.secondary : adminUi.danger}
              onClick={() =>
                change(m, { disabled: !m.disabled }, m.disabled ? `${m.name} enabled.` : `${m.name} disabled.`)
              }
            >
              {m.disabled ? 'Enable' : 'Disable'}
            </button>
            {m.secondFactor && (
              <button
                type="button"
                className={adminUi.secondary}
                onClick={() => change(m, { resetSecondFactor: true }, `${m.name} will set up a new authenticator.`)}
              >
                Reset authenticator
              </button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <h1 className={adminUi.h1}>Staff</h1>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <DataTable rows={loaderData.staff} columns={columns} caption="Staff and owners" rowKey={(m) => m.id} />
      <form
        className={`${adminUi.card} grid gap-3 sm:grid-cols-2`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add(e.currentTarget);
        }}
      >
        <h2 className="text-lg font-semibold sm:col-span-2">Add a member of staff</h2>
        {(
          [
            ['name', 'Name', 'text'],
            ['email', 'Email', 'email'],
            ['phone', 'Mobile (optional)', 'tel'],
            ['password', 'First password (10+ characters)', 'password'],
          ] as const
        ).map(([name, label, type]) => (
          <label key={name} className={adminUi.label}>
            {label}
            <input name={name} type={type} className={adminUi.input} aria-invalid={Boolean(errors[name])} />
            {errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>}
          </label>
        ))}
        <label className={adminUi.label}>
          Role
          <select name="role" className={adminUi.input} defaultValue="staff">
            <option value="staff">Staff: catalogue, content and orders</option>
            <option value="owner">Owner: everything, including staff and settings</option>
          </select>
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={adminUi.button}>
            Add
          </button>
        </div>
      </form>
    </div>
  );
});
