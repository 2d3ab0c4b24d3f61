/**
 * India's PIN codes, offline: the compact directory generated from India Post's All India Pincode Directory
 * (data/pin-directory.tsv.gz, scripts/generate-pin-directory.ts, licence in data/NOTICE.md). Loaded once per process
 * on the first lookup and kept as one string (about 2.8 MB) with two typed arrays indexing its lines by PIN (19,586
 * PINs: 160 KB), so a lookup is a binary search and one line split.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { canonicalState, type IndianState } from '../../shop/india.ts';
import { FIELD, LIST } from './pin-source.ts';

export type PinInfo = {
  pin: string;
  /** The district, as India Post names it ("Bengaluru Urban"). */
  district: string;
  /** The state or union territory (canonical: src/shop/india.ts). */
  state: IndianState;
  /** What an address form fills in as the city ("Bengaluru"); the shopper may change it. */
  city: string;
  /** The PIN's delivery post offices. */
  offices: string[];
  /** Every state the PIN's offices are in (normally one: `state`). */
  states: IndianState[];
};

export type PinDirectory = {
  lookup(pin: string): PinInfo | null;
  /** Loads the data now (otherwise the first lookup does); answers how long it took and how many PINs it holds. */
  load(): { ms: number; pins: number };
};

export const PIN_DIRECTORY_FILE = new URL('./data/pin-directory.tsv.gz', import.meta.url);

type Index = { text: string; pins: Uint32Array; starts: Uint32Array };

function buildIndex(text: string): Index {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  const pins = new Uint32Array(lines);
  const starts = new Uint32Array(lines);
  let at = 0;
  for (let n = 0; n < lines; n++) {
    starts[n] = at;
    pins[n] = Number(text.slice(at, at + 6));
    at = text.indexOf('\n', at) + 1;
  }
  return { text, pins, starts };
}

function state(name: string): IndianState {
  const s = canonicalState(name);
  if (!s) throw new Error(`PIN directory: not a state: ${name}`);
  return s;
}

export function createPinDirectory(file: URL | string = PIN_DIRECTORY_FILE): PinDirectory {
  let index: Index | null = null;

  function load(): Index {
    index ??= buildIndex(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
    return index;
  }

  return {
    load() {
      const started = performance.now();
      const { pins } = load();
      return { ms: performance.now() - started, pins: pins.length };
    },

    lookup(pin) {
      if (!/^[1-9]\d{5}$/.test(pin)) return null;
      const { text, pins, starts } = load();
      const wanted = Number(pin);
      let lo = 0;
      let hi = pins.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const at = pins[mid]!;
        if (at < wanted) lo = mid + 1;
        else if (at > wanted) hi = mid - 1;
        else {
          const start = starts[mid]!;
          const line = text.slice(start, text.indexOf('\n', start));
          const [, st = '', district = '', city = '', offices = '', others = ''] = line.split(FIELD);
          const main = state(st);
          return {
            pin,
            district,
            state: main,
            city,
            offices: offices ? offices.split(LIST) : [],
            states: [main, ...(others ? others.split(LIST).map(state) : [])],
          };
        }
      }
      return null;
    },
  };
}

/** The process's directory (loaded on its first lookup, once however many services use it). */
export const pinDirectory: PinDirectory = createPinDirectory();
