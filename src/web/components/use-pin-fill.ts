/**
 * The address form's PIN code field fills the city and the state (issue 13): as soon as 6 digits are typed, the PIN
 * is looked up (`GET /api/pincodes/{pin}`, India Post's directory) and the state is set to the PIN's state; the city
 * is filled when it is empty or still holds what an earlier PIN filled in, so a city the shopper typed is kept (and
 * they may still change it). An unknown PIN gets a message under the field. Browser only.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { DELIVERY_MESSAGES } from '../../shop/delivery.ts';
import type { PinLookup } from '../../shop/delivery-shapes.ts';
import { PINCODE_PATTERN } from '../../shop/india.ts';
import { callApi } from '../lib/api-client.ts';

export function usePinFill() {
  const [message, setMessage] = useState<string | null>(null);
  const [place, setPlace] = useState<string | null>(null);
  /** The city the last PIN filled in (replaced by the next PIN unless the shopper changed it). */
  const filled = useRef<string | null>(null);
  const seq = useRef(0);

  const onInput = useCallback(async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pin = input.value.trim();
    const id = ++seq.current;
    setMessage(null);
    setPlace(null);
    // Fewer digits, or a malformed PIN: the schema's own message shows when the form is checked.
    if (!PINCODE_PATTERN.test(pin)) return;
    const r = await callApi<PinLookup>(`/api/pincodes/${pin}`, { method: 'GET' });
    if (id !== seq.current) return;
    if (!r.ok) {
      if (r.status === 404) setMessage(DELIVERY_MESSAGES.unknownPin);
      return;
    }
    const form = input.form;
    const city = form?.elements.namedItem('city');
    const state = form?.elements.namedItem('state');
    if (city instanceof HTMLInputElement && (city.value.trim() === '' || city.value === filled.current)) {
      city.value = r.body.city;
      filled.current = r.body.city;
    }
    if (state instanceof HTMLSelectElement && !r.body.states.includes(state.value)) state.value = r.body.state;
    setPlace(`${r.body.district}, ${r.body.state}`);
  }, []);

  return { onInput, message, place };
}
