import { data, Form, useNavigation } from 'react-router';
import { Link } from '../components/link.tsx';
import { forgotPasswordSchema } from '../../shop/accounts.ts';
import { fieldErrors, formValues } from '../../shop/form-errors.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import { FormBanner, primaryButton, TextField } from '../components/account/form-fields.tsx';
import { useFormErrors } from '../components/account/use-form-errors.ts';
import { refused, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/forgot-password.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

/** The same answer whether or not an account has the email (nobody can probe for accounts). */
export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent a link to reset the password. The link works once and expires in 1 hour.';

export function meta() {
  return pageMeta('Forgot Password', `Reset the password of your ${STORE_NAME} account.`, { noindex: true });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const values = formValues(await request.formData());
  const parsed = forgotPasswordSchema.safeParse(values);
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
    await services.accounts.requestPasswordReset(parsed.data.email, { ip: clientIp });
  } catch (err) {
    return refused(err, { email: values.email ?? '' });
  }
  return { ok: true, message: RESET_LINK_SENT } satisfies ActionResult;
}

/** The shared schema, for checking in the browser (loaded after the page, see useFormErrors). */
const loadForgotPasswordSchema = () => import('../../shop/accounts.ts').then((m) => m.forgotPasswordSchema);

export default routeView(function ForgotPassword({ actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const form = useFormErrors(failed?.fieldErrors, loadForgotPasswordSchema);
  const busy = useNavigation().state === 'submitting';

  if (actionData?.ok) {
    return (
      <AuthCard title="Check your email">
        <FormBanner tone="success" message={actionData.message} />
        <p className="text-sm text-gray-700">
          Did not get it? Check the spam folder, or{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            ask again
          </Link>
          .
        </p>
        <Link to="/login" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      <FormBanner message={failed?.formError} />
      <Form
        method="post"
        noValidate={form.hydrated}
        onChange={form.clearEdited}
        onSubmit={form.check}
        className="space-y-5"
      >
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
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
});
