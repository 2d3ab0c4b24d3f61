import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { signupSchema } from '../../shop/accounts.ts';
import { fieldErrors, formValues } from '../../shop/form-errors.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import { FormBanner, PasswordField, primaryButton, TextField } from '../components/account/form-fields.tsx';
import { useFormErrors } from '../components/account/use-form-errors.ts';
import { isSecure, refusalOf, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { getUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/signup.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta(
    'Create an Account',
    `Create your ${STORE_NAME} account to save addresses, keep a wishlist and track orders.`,
    { noindex: true },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser(request, context)) throw redirect('/');
  return null;
}

/** Kept on a refused sign-up so nobody types them twice (never the passwords). */
const keep = (v: Record<string, string>) => ({ name: v.name ?? '', email: v.email ?? '', phone: v.phone ?? '' });

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const values = formValues(await request.formData());
  const parsed = signupSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionResult>(
      { ok: false, formError: null, fieldErrors: fieldErrors(parsed.error.issues), values: keep(values) },
      { status: 400 },
    );
  }
  try {
    const { session } = await services.accounts.register(parsed.data, { ip: clientIp });
    return redirect('/', {
      headers: { 'Set-Cookie': services.sessions.cookie(session, { secure: isSecure(request) }) },
    });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<ActionResult>(
      { ok: false, formError: r.message, ...(r.fields ? { fieldErrors: r.fields } : {}), values: keep(values) },
      { status: r.status },
    );
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const result = await serverAction();
    if (!result.ok && result.formError) notify.error(result.formError);
    return result;
  } catch (err) {
    if (err instanceof Response && err.status >= 300 && err.status < 400) {
      notify.success('Signup Successfully');
      throw err;
    }
    notify.error('Signup failed. Please try again.');
    return { ok: false, formError: 'Signup failed. Please try again.' } satisfies ActionResult;
  }
}

/** The shared schema, for checking in the browser (loaded after the page, see useFormErrors). */
const loadSignupSchema = () => import('../../shop/accounts.ts').then((m) => m.signupSchema);

export default routeView(function Signup({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const form = useFormErrors(failed?.fieldErrors, loadSignupSchema);
  const busy = useNavigation().state === 'submitting';
  const v = failed?.values ?? {};

  return (
    <AuthCard title="Create an Account" subtitle="Save addresses, keep a wishlist and check out faster.">
      <FormBanner message={failed?.formError} />
      <Form
        method="post"
        replace
        noValidate={form.hydrated}
        onChange={form.clearEdited}
        onSubmit={form.check}
        className="space-y-5"
      >
        <TextField
          name="name"
          label="Full name"
          autoComplete="name"
          required
          defaultValue={v.name}
          error={form.errors.name}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={v.email}
          error={form.errors.email}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          required
          placeholder="10-digit mobile number"
          defaultValue={v.phone}
          error={form.errors.phone}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={form.errors.password}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          required
          error={form.errors.confirmPassword}
        />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign up'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Already have an account?{' '}
        <Link
          to={redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login'}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
});
