import { useState } from 'react';
import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { changePasswordSchema, profileSchema } from '../../shop/accounts.ts';
import { fieldErrors, formValues } from '../../shop/form-errors.ts';
import { AccountPage } from '../components/account/account-page.tsx';
import { FormBanner, PasswordField, primaryButton, TextField } from '../components/account/form-fields.tsx';
import { useFormErrors } from '../components/account/use-form-errors.ts';
import { refusalOf, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/profile-settings.ts';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta('Profile Settings', 'Edit your name, phone number and password.', { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user: { name: user.name, email: user.email, phone: user.phone } };
}

type SettingsResult = ActionResult & { intent: 'profile' | 'password' };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const values = formValues(await request.formData());
  const intent = values.intent === 'password' ? 'password' : 'profile';
  const failure = intent === 'password' ? 'Failed to update password' : 'Failed to update';
  const session = await services.sessions.sessionForRequest(request);
  if (!session)
    return data<SettingsResult>({ intent, ok: false, formError: 'Please log in to continue.' }, { status: 401 });

  const invalid = (issues: Parameters<typeof fieldErrors>[0]) =>
    data<SettingsResult>({ intent, ok: false, formError: failure, fieldErrors: fieldErrors(issues) }, { status: 400 });
  try {
    if (intent === 'password') {
      const parsed = changePasswordSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error.issues);
      await services.accounts.changePassword(session.user.id, session.sessionId, parsed.data);
      return { intent, ok: true, message: 'Password updated successfully' } satisfies SettingsResult;
    }
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) return invalid(parsed.error.issues);
    await services.accounts.updateProfile(session.user.id, parsed.data);
    return { intent, ok: true, message: 'Profile updated successfully' } satisfies SettingsResult;
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<SettingsResult>(
      {
        intent,
        ok: false,
        formError: r.status === 429 ? r.message : failure,
        ...(r.fields ? { fieldErrors: r.fields } : {}),
      },
      { status: r.status },
    );
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const result = await serverAction();
  if (result.ok) notify.success(result.message);
  else if (result.formError) notify.error(result.formError);
  return result;
}

const tabClass =
  'rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold aria-[selected=true]:border-brand-600 aria-[selected=true]:text-brand-700 border-transparent text-gray-700 hover:text-brand-700';

export default routeView(function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'profile';
  const { user } = loaderData;

  return (
    <AccountPage title="Profile Settings">
      <div role="tablist" aria-label="Profile settings" className="flex gap-2 border-b border-gray-200">
        <Link
          role="tab"
          id="tab-profile"
          aria-selected={tab === 'profile'}
          aria-controls="panel-settings"
          to="?tab=profile"
          replace
          preventScrollReset
          className={tabClass}
        >
          Personal Information
        </Link>
        <Link
          role="tab"
          id="tab-password"
          aria-selected={tab === 'password'}
          aria-controls="panel-settings"
          to="?tab=password"
          replace
          preventScrollReset
          className={tabClass}
        >
          Change Password
        </Link>
      </div>
      <div id="panel-settings" role="tabpanel" aria-labelledby={`tab-${tab}`} className="max-w-xl pt-6">
        {tab === 'profile' ? (
          <PersonalInformation
            key={`${user.name}|${user.phone}`}
            user={user}
            result={actionData?.intent === 'profile' ? actionData : undefined}
          />
        ) : (
          <ChangePassword result={actionData?.intent === 'password' ? actionData : undefined} />
        )}
      </div>
    </AccountPage>
  );
});

const loadProfileSchema = () => import('../../shop/accounts.ts').then((m) => m.profileSchema);
const loadChangePasswordSchema = () => import('../../shop/accounts.ts').then((m) => m.changePasswordSchema);

function PersonalInformation({
  user,
  result,
}: {
  user: { name: string; email: string; phone: string };
  result: SettingsResult | undefined;
}) {
  const failed = result && !result.ok ? result : undefined;
  const form = useFormErrors(failed?.fieldErrors, loadProfileSchema);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  return (
    <Form
      method="post"
      noValidate={form.hydrated}
      onChange={form.clearEdited}
      onSubmit={form.check}
      className="space-y-5"
    >
      {!form.hydrated && result && (
        <FormBanner tone={result.ok ? 'success' : 'error'} message={result.ok ? result.message : result.formError} />
      )}
      <input type="hidden" name="intent" value="profile" />
      <TextField
        name="name"
        label="Full name"
        autoComplete="name"
        required
        defaultValue={user.name}
        error={form.errors.name}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        readOnly
        defaultValue={user.email}
        hint="Your email cannot be changed."
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        required
        defaultValue={user.phone}
        error={form.errors.phone}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </Form>
  );
}

function ChangePassword({ result }: { result: SettingsResult | undefined }) {
  const failed = result && !result.ok ? result : undefined;
  const form = useFormErrors(failed?.fieldErrors, loadChangePasswordSchema);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  // A new form after each success empties the fields.
  const [seen, setSeen] = useState(result);
  const [generation, setGeneration] = useState(0);
  if (seen !== result) {
    setSeen(result);
    if (result?.ok) setGeneration((g) => g + 1);
  }
  return (
    <Form
      key={generation}
      method="post"
      noValidate={form.hydrated}
      onChange={form.clearEdited}
      onSubmit={form.check}
      className="space-y-5"
    >
      {!form.hydrated && result && (
        <FormBanner tone={result.ok ? 'success' : 'error'} message={result.ok ? result.message : result.formError} />
      )}
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
        error={form.errors.currentPassword}
      />
      <PasswordField
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        required
        hint="At least 6 characters. You will stay signed in here and be signed out everywhere else."
        error={form.errors.newPassword}
      />
      <PasswordField
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={form.errors.confirmPassword}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Updating…' : 'Update password'}
      </button>
    </Form>
  );
}
