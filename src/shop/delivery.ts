/**
 * Delivery rules shared by browser and server (pure, zod-free): which delivery zone a PIN falls in, what it costs,
 * whether cash on delivery is allowed there, and the date an order arrives by. Everything is in India's time and
 * calendar; business days are the days that are neither a Sunday nor one of the store's listed holidays.
 * The delivery service (src/server/delivery) reads the zones and settings from the database, adds what a courier
 * says, and the checkout workflows use the answer. See docs/decisions/0018-delivery-pins-zones-dates.md.
 */
import { formatDeliveryDate, indianDate, indianTime } from './dates.ts';
import { ZERO_PAISE, type Paise } from './money.ts';

/** How a zone picks its PINs. More specific wins: a PIN list, then a PIN prefix (longer first), then states. */
export const ZONE_MATCHES = ['pins', 'prefixes', 'states'] as const;
export type ZoneMatch = (typeof ZONE_MATCHES)[number];

export type DeliveryZone = {
  id: string;
  name: string;
  match: ZoneMatch;
  /** PINs (6 digits), PIN prefixes (1 to 5 digits) or canonical state names, by `match`. */
  values: string[];
  /** False: the store does not deliver to these PINs. */
  serviceable: boolean;
  /** Business days from dispatch to delivery; null: the store's default transit days (or the courier's estimate). */
  transitDays: number | null;
  /** Whether cash on delivery is allowed here (the COD rules read it). */
  codAllowed: boolean;
  shippingChargePaise: Paise;
  /** Orders worth at least this much (goods after the coupon) ship free; null: the charge always applies. */
  freeAbovePaise: Paise | null;
  /** Breaks ties between zones of the same kind (and prefix length): higher wins. */
  priority: number;
};

export type Holiday = { date: string; name: string };

export type DeliverySettings = {
  /** Where parcels leave from (the courier's pickup PIN); null until the owner sets it. */
  pickupPin: string | null;
  /** Business days an order takes to be dispatched (0: the same day, when placed before the cut-off). */
  dispatchDays: number;
  /** India time (HH:MM) after which an order counts from the next business day. */
  cutoffTime: string;
  /** Transit business days where no zone says otherwise. */
  defaultTransitDays: number;
  /** What one piece weighs for the courier, in grams. */
  pieceWeightGrams: number;
  holidays: Holiday[];
};

/**
 * The store's defaults, as the shipping policy reads: dispatch within 24-48 business hours (2 business days),
 * delivery within 7-10 business days of dispatch (the promise takes the later end), free and serviceable everywhere,
 * cash on delivery allowed; India's three national holidays of this year and the next are listed.
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pickupPin: null,
  dispatchDays: 2,
  cutoffTime: '14:00',
  defaultTransitDays: 10,
  pieceWeightGrams: 500,
  holidays: [2026, 2027].flatMap((y) => [
    { date: `${y}-01-26`, name: 'Republic Day' },
    { date: `${y}-08-15`, name: 'Independence Day' },
    { date: `${y}-10-02`, name: 'Gandhi Jayanti' },
  ]),
};

export const MAX_TRANSIT_DAYS = 60;
export const MAX_DISPATCH_DAYS = 30;

export const DELIVERY_MESSAGES = {
  notServiceable: "We don't deliver to this PIN yet",
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available for this PIN',
  unknownPin: "We couldn't find this PIN code. Please check it.",
  badPin: 'Pincode must be 6 digits and cannot start with 0',
} as const;

/** "We don't deliver to 744301 yet." (checkout and the order refusal). */
export const notServiceableAt = (pin: string) => `We don't deliver to ${pin} yet.`;

/** Whether an order's promised date still means something to its customer: it has not arrived or been cancelled. */
export const promiseStands = (status: string, promised: string | null): promised is string =>
  promised !== null && (status === 'processing' || status === 'shipped' || status === 'awaiting_payment');

/** "Delivery by Thu, 27 Nov". */
export const deliveryByText = (day: string) => `Delivery by ${formatDeliveryDate(day)}`;

/** A saved or typed address whose state is not the PIN's (the field message). */
export const pinStateMismatch = (pin: string, state: string) =>
  `PIN ${pin} is in ${state}. Please check the state or the PIN.`;

/** The zone a PIN falls in, or null for the store's default (everything serviceable, free, default transit). */
export function zoneFor(zones: readonly DeliveryZone[], pin: string, state: string | null): DeliveryZone | null {
  let best: { zone: DeliveryZone; rank: number } | null = null;
  for (const zone of zones) {
    let rank = -1;
    if (zone.match === 'pins' && zone.values.includes(pin)) rank = 3_000;
    else if (zone.match === 'prefixes') {
      const longest = Math.max(-1, ...zone.values.filter((p) => pin.startsWith(p)).map((p) => p.length));
      if (longest > 0) rank = 2_000 + longest;
    } else if (zone.match === 'states' && state !== null && zone.values.includes(state)) rank = 1_000;
    if (rank < 0) continue;
    if (!best || rank > best.rank || (rank === best.rank && zone.priority > best.zone.priority)) best = { zone, rank };
  }
  return best?.zone ?? null;
}

/** What delivering to a PIN means, by the zones alone. */
export type ZoneTerms = {
  zone: { id: string; name: string } | null;
  serviceable: boolean;
  /** Null: no zone sets it (the courier's estimate may, else the default). */
  transitDays: number | null;
  codAllowed: boolean;
  shippingChargePaise: Paise;
  freeAbovePaise: Paise | null;
};

export function zoneTerms(zones: readonly DeliveryZone[], pin: string, state: string | null): ZoneTerms {
  const zone = zoneFor(zones, pin, state);
  if (!zone) {
    return {
      zone: null,
      serviceable: true,
      transitDays: null,
      codAllowed: true,
      shippingChargePaise: ZERO_PAISE,
      freeAbovePaise: null,
    };
  }
  return {
    zone: { id: zone.id, name: zone.name },
    serviceable: zone.serviceable,
    transitDays: zone.transitDays,
    codAllowed: zone.serviceable && zone.codAllowed,
    shippingChargePaise: zone.serviceable ? zone.shippingChargePaise : ZERO_PAISE,
    freeAbovePaise: zone.freeAbovePaise,
  };
}

/** The shipping charge of an order worth `goods` (after the coupon): free at or above the zone's threshold. */
export function shippingChargeFor(
  terms: Pick<ZoneTerms, 'shippingChargePaise' | 'freeAbovePaise'>,
  goods: Paise,
): Paise {
  if (terms.freeAbovePaise !== null && goods >= terms.freeAbovePaise) return ZERO_PAISE;
  return terms.shippingChargePaise;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Neither a Sunday nor a listed holiday. */
export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(day);
}

/** The `n`th business day after `day` (`day` itself when n is 0). */
export function addBusinessDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  let d = day;
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (isBusinessDay(d, holidays)) left--;
  }
  return d;
}

/**
 * The day an order placed at `now` is delivered by (India's calendar, YYYY-MM-DD): its handling starts today when
 * today is a business day and the order comes before the cut-off, else on the next business day; it is dispatched
 * `dispatchDays` business days after that, and delivered `transitDays` business days after dispatch.
 */
export function deliveryDate(input: {
  now: Date;
  dispatchDays: number;
  cutoffTime: string;
  transitDays: number;
  holidays: readonly Holiday[];
}): string {
  const holidays = new Set(input.holidays.map((h) => h.date));
  const today = indianDate(input.now);
  const start =
    isBusinessDay(today, holidays) && indianTime(input.now) < input.cutoffTime
      ? today
      : addBusinessDays(today, 1, holidays);
  const dispatch = addBusinessDays(start, input.dispatchDays, holidays);
  return addBusinessDays(dispatch, input.transitDays, holidays);
}
