import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { loginSchema } from '../../shop/accounts.ts';
import { fieldErrors, formValues } from '../../shop/form-errors.ts';
import { FormBanner, PasswordField, primaryButton, TextField } from '../components/account/form-fields.tsx';
import { AuthCard } from '../components/account/auth-card.tsx';
import { useFormErrors } from '../components/account/use-form-errors.ts';
import { isSecure, refusalOf, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { getUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/login.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
const UNEXPECTED = 'Unexpected server response format';

export function meta() {
  return pageMeta(
    'Login',
    `Sign in to your ${STORE_NAME} account to track orders, keep a wishlist and check out faster.`,
    { noindex: true },
  );
}

/** Where to go after signing in: the origin path (?redirect=, on this site only) or the account dashboard. */
const targetOf = (value: unknown) => safeRedirect(value, '/profile');

/** Already signed in: straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getUser(request, context)) throw redirect(targetOf(url.searchParams.get('redirect')));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const values = formValues(await request.formData());
  const target = targetOf(values.redirect);
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionResult>(
      {
        ok: false,
        formError: null,
        fieldErrors: fieldErrors(parsed.error.issues),
        values: { email: values.email ?? '' },
      },
      { status: 400 },
    );
  }
  try {
    const { session } = await services.accounts.login(parsed.data, { ip: clientIp });
    return redirect(target, {
      headers: { 'Set-Cookie': services.sessions.cookie(session, { secure: isSecure(request) }) },
    });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<ActionResult>(
      { ok: false, formError: r.message || LOGIN_FAILED, values: { email: values.email ?? '' } },
      { status: r.status },
    );
  }
}

/** In the browser: the spec's toasts around the server action. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const result = await serverAction();
    if (!result.ok && result.formError) notify.error(result.formError);
    return result;
  } catch (err) {
    if (err instanceof Response && err.status >= 300 && err.status < 400) {
      notify.success('Login Successful');
      throw err;
    }
    notify.error('Login failed: Unexpected server response');
    return { ok: false, formError: UNEXPECTED } satisfies ActionResult;
  }
}

/** The shared schema, for checking in the browser (loaded after the page, see useFormErrors). */
const loadLoginSchema = () => import('../../shop/accounts.ts').then((m) => m.loginSchema);

export default routeView(function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect') ?? '';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const form = useFormErrors(failed?.fieldErrors, loadLoginSchema);
  const busy = useNavigation().state === 'submitting';
  const signupHref = redirectTo ? `/signup?redirect=${encodeURIComponent(redirectTo)}` : '/signup';

  return (
    <AuthCard title="Login" subtitle="Welcome back! Sign in to see your orders, wishlist and addresses.">
      {params.get('reset') === 'done' && (
        <FormBanner tone="success" message="Your password has been changed. Please log in with your new password." />
      )}
      <FormBanner message={failed?.formError} />
      <Form
        method="post"
        replace
        noValidate={form.hydrated}
        onChange={form.clearEdited}
        onSubmit={form.check}
        className="space-y-5"
      >
        <input type="hidden" name="redirect" value={redirectTo} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={failed?.values?.email}
          error={form.errors.email}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          error={form.errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-gray-800">
            <input type="checkbox" name="rememberMe" className="size-4 rounded border-gray-400 accent-brand-600" />
            Remember me
          </label>
          <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-700">
        New to {STORE_NAME}?{' '}
        <Link to={signupHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
});
