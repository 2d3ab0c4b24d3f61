/**
 * Delivery (issue 13): PIN lookups (the offline India Post directory), the owner's delivery zones and settings, and
 * the answer to "can you deliver to this PIN, by when, with cash on delivery, for how much?". The rules are pure, in
 * src/shop/delivery.ts; this service reads their data (zones and settings, cached CACHE_MS per process; a save here
 * clears the cache at once) and, with a courier account, asks the courier (cached, see courier-check.ts). Every
 * admin write is audited in its transaction.
 */
import { asc, eq } from 'drizzle-orm';
import type { ZoneValues } from '../../shop/admin/delivery.ts';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryDate,
  DELIVERY_MESSAGES,
  notServiceableAt,
  pinStateMismatch,
  shippingChargeFor,
  zoneTerms,
  type DeliverySettings,
  type DeliveryZone,
} from '../../shop/delivery.ts';
import { isUuid } from '../../shop/ids.ts';
import { canonicalState, PINCODE_PATTERN } from '../../shop/india.ts';
import type { DeliveryCheckResponse } from '../../shop/delivery-shapes.ts';
import { paiseToRupees, ZERO_PAISE, type Paise } from '../../shop/money.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import type { RateLimits } from '../rate-limit/service.ts';
import { Invalid, NotFound } from '../errors.ts';
import { ttlCache } from '../settings/ttl-cache.ts';
import { createCourierCheck, type CourierCheckLog } from './courier-check.ts';
import type { CourierProvider } from './courier/provider.ts';
import type { PinDirectory, PinInfo } from './pin-directory.ts';
import { deliverySettings, deliveryZones } from './tables.ts';

export const DELIVERY_CACHE_MS = 5_000;
export const ZONE_NOT_FOUND = 'No such delivery zone.';

/** What delivering to a PIN means now. */
export type DeliveryCheck = {
  pin: string;
  place: Pick<PinInfo, 'city' | 'district' | 'state'>;
  serviceable: boolean;
  /** Shopper-facing: "We don't deliver to 744301 yet." when not serviceable, else null. */
  message: string | null;
  /** The day (India, YYYY-MM-DD) an order placed now arrives by; null when not serviceable. */
  deliveryDate: string | null;
  /** Cash on delivery allowed here (zone and courier); the COD rules (issue 13, later) read it. */
  codAllowed: boolean;
  /** The charge for an order of `goods` (0 for a PIN check without an order value below any threshold). */
  shippingChargePaise: Paise;
  /** Orders of at least this much ship free here; null: no threshold. */
  freeAbovePaise: Paise | null;
  transitDays: number | null;
  zone: { id: string; name: string } | null;
  /** Whether a courier was asked and answered (false: zones alone, or the courier failed). */
  courierChecked: boolean;
};

export type DeliveryQuestion = {
  /** Pieces in the parcel (weight for the courier); 1 for a product page check. */
  pieces?: number;
  /** The goods' value after the coupon (the free-shipping threshold); 0 when unknown. */
  goods?: Paise;
  /** The address's state: a zone by state needs it; the PIN's own state when left out. */
  state?: string | null;
  now?: Date;
  /**
   * Read the zones and settings from the database rather than this process's cache: placing an order does, so a
   * zone the owner has just closed (through any process) refuses the order at once.
   */
  fresh?: boolean;
};

type ZoneRow = typeof deliveryZones.$inferSelect;

function toZone(r: ZoneRow): DeliveryZone {
  return {
    id: r.id,
    name: r.name,
    match: r.match,
    values: r.values,
    serviceable: r.serviceable,
    transitDays: r.transitDays,
    codAllowed: r.codAllowed,
    shippingChargePaise: r.shippingChargePaise,
    freeAbovePaise: r.freeAbovePaise,
    priority: r.priority,
  };
}

const audited = ({ id: _id, ...z }: DeliveryZone) => z;

export function createDeliveryService(deps: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  pins: PinDirectory;
  courier: CourierProvider | null;
  log: CourierCheckLog;
  rateLimits: RateLimits;
  /** PIN lookups and checks per minute per IP. */
  perMinute: number;
  now?: () => number;
}) {
  const { db, pins } = deps;
  const clock = deps.now ?? Date.now;
  const courier = deps.courier ? createCourierCheck(deps.courier, deps.log) : null;
  const limiter = deps.rateLimits.limiter({
    name: 'delivery',
    points: deps.perMinute,
    durationSeconds: 60,
    message: 'Too many PIN checks. Please wait a minute and try again.',
  });

  async function loadSettings(): Promise<DeliverySettings> {
    const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 'store')).limit(1);
    if (!row) return DEFAULT_DELIVERY_SETTINGS;
    return {
      pickupPin: row.pickupPin,
      dispatchDays: row.dispatchDays,
      cutoffTime: row.cutoffTime,
      defaultTransitDays: row.defaultTransitDays,
      pieceWeightGrams: row.pieceWeightGrams,
      holidays: row.holidays,
    };
  }

  async function loadTerms() {
    const [zones, settings] = await Promise.all([
      db.select().from(deliveryZones).orderBy(asc(deliveryZones.name), asc(deliveryZones.id)),
      loadSettings(),
    ]);
    return { zones: zones.map(toZone), settings };
  }
  const cache = ttlCache(loadTerms, DELIVERY_CACHE_MS, clock);
  const current = cache.get;

  /** The PIN's place, or the 400/404 a shopper should see. */
  function place(pin: string): PinInfo {
    if (!PINCODE_PATTERN.test(pin)) {
      throw new Invalid(DELIVERY_MESSAGES.badPin, { fields: { pincode: DELIVERY_MESSAGES.badPin } });
    }
    const info = pins.lookup(pin);
    if (!info) throw new NotFound(DELIVERY_MESSAGES.unknownPin, { fields: { pincode: DELIVERY_MESSAGES.unknownPin } });
    return info;
  }

  async function check(pin: string, q: DeliveryQuestion = {}): Promise<DeliveryCheck> {
    const info = place(pin);
    const { zones, settings } = q.fresh ? await loadTerms() : await current();
    const state = (q.state && canonicalState(q.state)) || info.state;
    const terms = zoneTerms(zones, pin, state);
    let { serviceable, codAllowed } = terms;
    let transitDays = terms.transitDays;
    let courierChecked = false;
    if (serviceable && courier && settings.pickupPin) {
      const pieces = Math.max(1, q.pieces ?? 1);
      const answer = await courier.ask({
        pickupPin: settings.pickupPin,
        deliveryPin: pin,
        weightKg: (pieces * settings.pieceWeightGrams) / 1000,
      });
      if (answer) {
        courierChecked = true;
        serviceable = answer.serviceable;
        codAllowed = codAllowed && answer.codAvailable;
        transitDays ??= answer.fastestDays;
      }
    }
    transitDays ??= settings.defaultTransitDays;
    const base = {
      pin,
      place: { city: info.city, district: info.district, state: info.state },
      zone: terms.zone,
      freeAbovePaise: terms.freeAbovePaise,
      courierChecked,
    };
    if (!serviceable) {
      return {
        ...base,
        serviceable: false,
        message: notServiceableAt(pin),
        deliveryDate: null,
        codAllowed: false,
        shippingChargePaise: ZERO_PAISE,
        transitDays: null,
      };
    }
    return {
      ...base,
      serviceable: true,
      message: null,
      deliveryDate: deliveryDate({
        now: q.now ?? new Date(clock()),
        dispatchDays: settings.dispatchDays,
        cutoffTime: settings.cutoffTime,
        transitDays,
        holidays: settings.holidays,
      }),
      codAllowed,
      shippingChargePaise: shippingChargeFor(terms, q.goods ?? ZERO_PAISE),
      transitDays,
    };
  }

  async function zoneRow(id: string): Promise<ZoneRow> {
    if (!isUuid(id)) throw new NotFound(ZONE_NOT_FOUND);
    const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id)).limit(1);
    if (!row) throw new NotFound(ZONE_NOT_FOUND);
    return row;
  }

  return {
    /** Counts one public lookup or check from this address (429 past DELIVERY_RATE_LIMIT_PER_MIN a minute). */
    limit: (ip: string) => limiter.consume(`ip:${ip}`),

    /** The PIN's district, state, city and offices (400 malformed, 404 unknown). */
    lookupPin: place,

    check,

    /** A product page's check of one piece, in the API's shape (rupees): `GET /api/delivery/check` and the page. */
    async publicCheck(pin: string): Promise<DeliveryCheckResponse> {
      const d = await check(pin);
      return {
        pin: d.pin,
        city: d.place.city,
        state: d.place.state,
        serviceable: d.serviceable,
        deliveryDate: d.deliveryDate,
        codAllowed: d.codAllowed,
        shippingCharge: paiseToRupees(d.shippingChargePaise),
        freeAbove: d.freeAbovePaise === null ? null : paiseToRupees(d.freeAbovePaise),
      };
    },

    /** One answer per PIN (the checkout's saved addresses): unknown PINs answer null. */
    async checkMany(list: Array<{ pin: string; state?: string | null }>, q: DeliveryQuestion = {}) {
      return Promise.all(list.map(({ pin, state }) => check(pin, { ...q, state }).catch(() => null)));
    },

    /**
     * Refuses an address whose PIN is unknown or whose state is not one the PIN's offices are in (a field message
     * for the form): saved addresses and orders' addresses both pass here.
     */
    assertAddress(address: { pincode: string; state: string }, field = 'state'): void {
      const info = pins.lookup(address.pincode);
      if (!info) {
        const message = DELIVERY_MESSAGES.unknownPin;
        throw new Invalid(message, { reason: 'address_invalid', fields: { pincode: message } });
      }
      const state = canonicalState(address.state);
      if (state && !info.states.includes(state)) {
        const message = pinStateMismatch(address.pincode, info.state);
        throw new Invalid(message, { reason: 'address_invalid', fields: { [field]: message } });
      }
    },

    /** The delivery settings as saved (read from the database): what the owner edits. */
    async settings(): Promise<DeliverySettings> {
      return loadSettings();
    },

    /** The zones as saved (read from the database): what the owner edits. */
    async zones(): Promise<DeliveryZone[]> {
      return (await loadTerms()).zones;
    },

    async createZone(values: ZoneValues, actor: Actor): Promise<DeliveryZone> {
      const zone = await db.transaction(async (tx) => {
        const [row] = await tx.insert(deliveryZones).values(values).returning();
        const z = toZone(row!);
        await deps.audit.record(tx, {
          actor,
          action: 'delivery_zone.create',
          entity: 'delivery_zone',
          entityId: z.id,
          before: null,
          after: audited(z),
        });
        return z;
      });
      cache.clear();
      return zone;
    },

    async updateZone(id: string, values: ZoneValues, actor: Actor): Promise<DeliveryZone> {
      const before = toZone(await zoneRow(id));
      const zone = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(deliveryZones)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(deliveryZones.id, id))
          .returning();
        if (!row) throw new NotFound(ZONE_NOT_FOUND);
        const z = toZone(row);
        await deps.audit.record(tx, {
          actor,
          action: 'delivery_zone.update',
          entity: 'delivery_zone',
          entityId: id,
          before: audited(before),
          after: audited(z),
        });
        return z;
      });
      cache.clear();
      return zone;
    },

    async deleteZone(id: string, actor: Actor): Promise<void> {
      if (!isUuid(id)) throw new NotFound(ZONE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning();
        if (!row) throw new NotFound(ZONE_NOT_FOUND);
        await deps.audit.record(tx, {
          actor,
          action: 'delivery_zone.delete',
          entity: 'delivery_zone',
          entityId: id,
          before: audited(toZone(row)),
          after: null,
        });
      });
      cache.clear();
    },

    async saveSettings(values: DeliverySettings, actor: Actor): Promise<DeliverySettings> {
      const before = await loadSettings();
      await db.transaction(async (tx) => {
        await tx
          .insert(deliverySettings)
          .values({ id: 'store', ...values })
          .onConflictDoUpdate({ target: deliverySettings.id, set: { ...values, updatedAt: new Date() } });
        await deps.audit.record(tx, {
          actor,
          action: 'delivery_settings.update',
          entity: 'delivery_settings',
          entityId: 'store',
          before,
          after: values,
        });
      });
      cache.clear();
      return values;
    },

    /** Whether a courier account (or its sandbox) is in use. */
    courierName: deps.courier?.name ?? null,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
