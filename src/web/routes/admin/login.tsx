import { useState } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { staffCodeStepSchema, staffPasswordStepSchema } from '../../../shop/admin/auth.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { currentAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { STORE_NAME } from '../../../shop/store.ts';
import type { Route } from './+types/login.ts';
import { routeView } from '../../lib/route-view.ts';

/** Staff sign-in (ADR 16): email and password, then the authenticator's 6-digit code (enrolled by QR the first time). */
export function meta() {
  return [{ title: `Admin sign-in | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

const targetOf = (value: string | null) => {
  const target = safeRedirect(value, '/admin');
  return target.startsWith('/admin') && !target.startsWith('/admin/login') ? target : '/admin';
};

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentAdmin(request, context)) throw redirect(targetOf(new URL(request.url).searchParams.get('redirect')));
  return null;
}

type Enrolment = { secret: string; otpauthUrl: string; qrSvg: string };
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string; enrolment: Enrolment | null }
  | { kind: 'recovery'; codes: string[] };

const input = 'mt-1 w-full rounded border border-stone-300 px-3 py-2';
const button = 'mt-4 w-full rounded bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60';

export default routeView(function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = targetOf(params.get('redirect'));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitPassword(form: FormData) {
    const parsed = staffPasswordStepSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    const res = await adminApi<{ challenge: string; enrolment: Enrolment | null }>(
      'POST',
      '/api/admin/auth/password',
      parsed.data,
    );
    setBusy(false);
    if (!res.ok) return setError(refusalText(res, 'Sign-in failed. Please try again.'));
    setError(null);
    setStep({ kind: 'code', ...res.body });
  }

  async function submitCode(challenge: string, form: FormData) {
    const parsed = staffCodeStepSchema.safeParse({ challenge, code: form.get('code') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the code');
    setBusy(true);
    const res = await adminApi<{ recoveryCodes: string[] | null }>('POST', '/api/admin/auth/verify', parsed.data);
    setBusy(false);
    if (!res.ok) {
      if (res.reason === 'challenge_expired') setStep({ kind: 'password' });
      return setError(refusalText(res, 'Sign-in failed. Please try again.'));
    }
    setError(null);
    if (res.body.recoveryCodes) setStep({ kind: 'recovery', codes: res.body.recoveryCodes });
    else void navigate(target);
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{STORE_NAME} admin</h1>
        {error && (
          <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        {step.kind === 'password' && (
          <form
            className="mt-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submitPassword(new FormData(e.currentTarget));
            }}
          >
            <label className="block text-sm font-medium">
              Email
              <input name="email" type="email" autoComplete="username" required className={input} />
            </label>
            <label className="mt-3 block text-sm font-medium">
              Password
              <input name="password" type="password" autoComplete="current-password" required className={input} />
            </label>
            <button type="submit" disabled={busy} className={button}>
              Continue
            </button>
          </form>
        )}
        {step.kind === 'code' && (
          <form
            className="mt-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submitCode(step.challenge, new FormData(e.currentTarget));
            }}
          >
            {step.enrolment ? (
              <div className="text-sm text-stone-700">
                <p>
                  Set up your second factor: scan this QR code with an authenticator app (Google Authenticator,
                  Microsoft Authenticator, 1Password...), then enter the 6-digit code it shows.
                </p>
                <div
                  className="mx-auto my-3 w-48"
                  role="img"
                  aria-label="QR code for your authenticator app"
                  // The SVG is made on the server by the qrcode library from the otpauth URL; no user input in it.
                  dangerouslySetInnerHTML={{ __html: step.enrolment.qrSvg }}
                />
                <p>
                  Or type this key: <code className="break-all font-mono">{step.enrolment.secret}</code>
                </p>
              </div>
            ) : (
              <p className="text-sm text-stone-700">
                Enter the 6-digit code from your authenticator app, or one of your recovery codes.
              </p>
            )}
            <label className="mt-3 block text-sm font-medium">
              Code
              <input
                name="code"
                inputMode={step.enrolment ? 'numeric' : 'text'}
                autoComplete="one-time-code"
                required
                autoFocus
                className={input}
              />
            </label>
            <button type="submit" disabled={busy} className={button}>
              Sign in
            </button>
          </form>
        )}
        {step.kind === 'recovery' && (
          <div className="mt-4 text-sm">
            <p>
              Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
              shown only now.
            </p>
            <ul aria-label="Recovery codes" className="my-3 grid grid-cols-2 gap-1 font-mono">
              {step.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <button type="button" className={button} onClick={() => void navigate(target)}>
              I have saved them, continue
            </button>
          </div>
        )}
      </div>
    </main>
  );
});
