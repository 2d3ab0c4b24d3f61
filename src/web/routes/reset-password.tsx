import { data, Form, redirect, useNavigation } from 'react-router';
import { Link } from '../components/link.tsx';
import { resetPasswordSchema } from '../../shop/accounts.ts';
import { fieldErrors, formValues } from '../../shop/form-errors.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import { FormBanner, PasswordField, primaryButton } from '../components/account/form-fields.tsx';
import { useFormErrors } from '../components/account/use-form-errors.ts';
import { isSecure, refusalOf, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { pageMeta } from '../lib/meta.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/reset-password.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta('Choose a New Password', `Set a new password for your ${STORE_NAME} account.`, { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const usable = token !== '' && (await context.get(appContext).services.accounts.isResetTokenUsable(token));
  return data(
    { token: usable ? token : null },
    { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  );
}

/** The link's token stays out of caches and Referer headers. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const values = formValues(await request.formData());
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionResult>(
      { ok: false, formError: null, fieldErrors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  }
  try {
    await services.accounts.resetPassword(parsed.data, { ip: clientIp });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<ActionResult>({ ok: false, formError: r.message }, { status: r.status });
  }
  // Every session ended with the reset, this browser's too.
  return redirect('/login?reset=done', {
    headers: { 'Set-Cookie': services.sessions.clearCookie({ secure: isSecure(request) }) },
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const result = await serverAction();
    if (!result.ok && result.formError) notify.error(result.formError);
    return result;
  } catch (err) {
    if (err instanceof Response && err.status >= 300 && err.status < 400)
      notify.success('Password updated successfully');
    throw err;
  }
}

/** The shared schema, for checking in the browser (loaded after the page, see useFormErrors). */
const loadResetPasswordSchema = () => import('../../shop/accounts.ts').then((m) => m.resetPasswordSchema);

export default routeView(function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const form = useFormErrors(failed?.fieldErrors, loadResetPasswordSchema);
  const busy = useNavigation().state === 'submitting';

  if (!loaderData.token) {
    return (
      <AuthCard title="Link expired">
        <FormBanner message="This reset link is invalid or has expired. Please ask for a new one." />
        <Link to="/forgot-password" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          Send me a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password" subtitle="You will be signed out everywhere and can then log in with it.">
      <FormBanner message={failed?.formError} />
      <Form
        method="post"
        noValidate={form.hydrated}
        onChange={form.clearEdited}
        onSubmit={form.check}
        className="space-y-5"
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={form.errors.password}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={form.errors.confirmPassword}
        />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? 'Saving…' : 'Set new password'}
        </button>
      </Form>
    </AuthCard>
  );
});
