/**
 * "Check delivery" on the product page (issue 13): a PIN and the answer, "Delivery by Thu, 27 Nov", whether cash on
 * delivery is available and the shipping charge, or "We don't deliver to this PIN yet".
 *
 * - Without JavaScript it is a GET form to the same page (`?pin=560001`): the page's loader answers it on the server,
 *   so pages stay cacheable by URL (nothing is rendered from a cookie).
 * - With JavaScript (this island's own chunk, not the page's first load) it checks through
 *   `GET /api/delivery/check` without leaving the page, remembers the PIN in this browser (localStorage
 *   `deliveryPin`) and, on the next product page, checks it again once the page is idle.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DELIVERY_MESSAGES, deliveryByText } from '../../../shop/delivery.ts';
import type { DeliveryCheckResponse } from '../../../shop/delivery-shapes.ts';
import { PINCODE_PATTERN } from '../../../shop/india.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import { callApi } from '../../lib/api-client.ts';
import { whenIdle } from '../../lib/when-idle.ts';

export const DELIVERY_PIN_KEY = 'deliveryPin';

/** The answer to show: a check, or why there is none (an unknown or malformed PIN). */
export type DeliveryAnswer = { check: DeliveryCheckResponse } | { problem: string } | null;

function remembered(): string | null {
  try {
    const pin = localStorage.getItem(DELIVERY_PIN_KEY);
    return pin && PINCODE_PATTERN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

function remember(pin: string) {
  try {
    localStorage.setItem(DELIVERY_PIN_KEY, pin);
  } catch {
    // Private mode or storage full: the check still works, it is just not remembered.
  }
}

export default function DeliveryCheck({
  path,
  productId,
  pin: initialPin,
  answer: initialAnswer,
}: {
  /** The product page's path (the form's action without JavaScript). */
  path: string;
  productId: string;
  /** The PIN in the page's URL, if any. */
  pin: string | null;
  /** The server's answer for that PIN. */
  answer: DeliveryAnswer;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<DeliveryAnswer>(initialAnswer);
  const [checking, setChecking] = useState(false);
  const seq = useRef(0);

  async function check(pin: string) {
    const n = ++seq.current;
    if (!PINCODE_PATTERN.test(pin)) {
      setAnswer({ problem: DELIVERY_MESSAGES.badPin });
      return;
    }
    setChecking(true);
    const r = await callApi<{ data: DeliveryCheckResponse }>(
      `/api/delivery/check?pin=${pin}&productId=${encodeURIComponent(productId)}`,
      { method: 'GET' },
    );
    if (n !== seq.current) return;
    setChecking(false);
    if (r.ok) {
      remember(pin);
      setAnswer({ check: r.body.data });
    } else {
      setAnswer({
        problem:
          r.status === 0 ? 'Could not check just now. Please try again.' : (r.message ?? DELIVERY_MESSAGES.unknownPin),
      });
    }
  }

  // A PIN from the URL is remembered; without one, the remembered PIN is checked once the page is idle.
  useEffect(() => {
    if (initialPin) {
      if (initialAnswer && 'check' in initialAnswer) remember(initialPin);
      return;
    }
    const pin = remembered();
    if (!pin) return;
    return whenIdle(() => {
      if (input.current && input.current.value === '') input.current.value = pin;
      void check(pin);
    });
    // Once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(input.current?.value.trim() ?? '');
  }

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-gray-200 p-4">
      <h2 id={`${id}-h`} className="text-sm font-semibold">
        Check delivery
      </h2>
      <form method="get" action={path} onSubmit={onSubmit} className="mt-2 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          PIN code
        </label>
        <input
          ref={input}
          id={`${id}-pin`}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter PIN code"
          defaultValue={initialPin ?? ''}
          className="h-11 w-36 rounded-lg border border-gray-300 px-3 text-base"
        />
        <button
          type="submit"
          disabled={checking}
          className="h-11 rounded-full border border-gray-300 px-4 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
        >
          Check
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-2 min-h-5 text-sm" data-testid="delivery-answer">
        <DeliveryAnswerText answer={answer} />
      </div>
    </section>
  );
}

function DeliveryAnswerText({ answer }: { answer: DeliveryAnswer }) {
  if (!answer) return null;
  if ('problem' in answer) return <p className="text-red-700">{answer.problem}</p>;
  const c = answer.check;
  if (!c.serviceable || !c.deliveryDate)
    return <p className="font-medium text-red-700">{DELIVERY_MESSAGES.notServiceable}</p>;
  return (
    <>
      <p className="font-semibold text-ink">{deliveryByText(c.deliveryDate)}</p>
      <p className="text-gray-700">
        {c.city}, {c.state} · {c.codAllowed ? DELIVERY_MESSAGES.codAvailable : DELIVERY_MESSAGES.codUnavailable}
      </p>
      {c.shippingCharge > 0 && (
        <p className="text-gray-700">
          Shipping {formatRupeeAmount(c.shippingCharge)}
          {c.freeAbove !== null && ` (free on orders of ${formatRupeeAmount(c.freeAbove)} or more)`}
        </p>
      )}
    </>
  );
}
