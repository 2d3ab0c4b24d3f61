/**
 * Store settings (issue 11): the store's name, support email and phone, WhatsApp number and business hours, the
 * grievance officer and the GST details invoices need, edited by the owner and read by the storefront (footer,
 * Contact Us, product page) and the mails. Until the owner first saves, the defaults are today's values (STORE_NAME
 * and the STORE_EMAIL / STORE_WHATSAPP_NUMBER environment), so the store looks the same out of the box.
 *
 * Every read is from the database (one row by its key): the page cache (ADR 22) keeps whole pages and must never
 * keep one rendered from a process's older copy, and a save is on the very next page through any process.
 */
import { eq, sql } from 'drizzle-orm';
import type { StoreSettingsValues } from '../../shop/admin/settings.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { storeSettings } from './tables.ts';

export type StoreSettings = StoreSettingsValues & { updatedAt: string | null };

/** Someone shoppers can write to and call, with a ready tel: link. */
export type ContactPerson = { name: string; email: string; phone: string; phoneHref: string };

/**
 * What shoppers' pages and mails show: no GSTIN, ready tel: links, the grievance officer (Consumer Protection
 * (E-Commerce) Rules, 2020, rule 4(4)) and the seller (its legal name and registered address once the owner set
 * them; until then the store's name and no address: nothing is made up).
 */
export type StoreContact = {
  storeName: string;
  supportEmail: string;
  supportPhone: string;
  phoneHref: string;
  whatsappNumber: string;
  businessHours: string;
  grievanceOfficer: ContactPerson;
  seller: { name: string; address: string | null };
};

/** The name shown for the grievance officer until the owner names one: the store's customer care team. */
export const customerCareTeam = (storeName: string) => `${storeName} Customer Care`;

/**
 * The grievance officer shoppers see: the one the owner named (all three fields are set together), else the
 * customer care team with the support email and phone.
 */
export function grievanceOfficerOf(s: StoreSettingsValues): ContactPerson {
  const named = s.grievanceName && s.grievanceEmail && s.grievancePhone;
  const phone = named ? s.grievancePhone! : s.supportPhone;
  return {
    name: named ? s.grievanceName! : customerCareTeam(s.storeName),
    email: named ? s.grievanceEmail! : s.supportEmail,
    phone,
    phoneHref: `tel:${telOf(phone)}`,
  };
}

/** '+91 98765 43210' -> '+919876543210'; a 10-digit Indian number gets +91, an 0-prefixed landline 0 -> +91. */
export function telOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`;
  return `+${digits}`;
}

/** 919876543210 -> '+91 98765 43210' (the phone shown before settings existed). */
export function phoneFromWhatsapp(n: string): string {
  return n.startsWith('91') && n.length === 12 ? `+91 ${n.slice(2, 7)} ${n.slice(7)}` : `+${n}`;
}

/** An address typed on several lines, on one: '12 MG Road\nBengaluru 560001' -> '12 MG Road, Bengaluru 560001'. */
const addressOnOneLine = (address: string) =>
  address
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .join(', ');

export const DEFAULT_BUSINESS_HOURS = '10:00 AM to 7:00 PM, every day';

export function defaultSettings(config: { storeName: string; STORE_EMAIL: string; STORE_WHATSAPP_NUMBER: string }) {
  return {
    storeName: config.storeName,
    supportEmail: config.STORE_EMAIL,
    supportPhone: phoneFromWhatsapp(config.STORE_WHATSAPP_NUMBER),
    whatsappNumber: config.STORE_WHATSAPP_NUMBER,
    businessHours: DEFAULT_BUSINESS_HOURS,
    grievanceName: null,
    grievanceEmail: null,
    grievancePhone: null,
    gstLegalName: null,
    gstAddress: null,
    gstState: null,
    gstin: null,
  } satisfies StoreSettingsValues;
}

export function createSettingsService(deps: { db: Db; audit: AuditService; defaults: StoreSettingsValues }) {
  const { db, audit, defaults } = deps;

  async function load(q: Db | Tx = db): Promise<StoreSettings> {
    const [row] = await q.select().from(storeSettings).where(eq(storeSettings.id, 'store')).limit(1);
    if (!row) return { ...defaults, updatedAt: null };
    return {
      storeName: row.storeName,
      supportEmail: row.supportEmail,
      supportPhone: row.supportPhone,
      whatsappNumber: row.whatsappNumber,
      businessHours: row.businessHours,
      grievanceName: row.grievanceName,
      grievanceEmail: row.grievanceEmail,
      grievancePhone: row.grievancePhone,
      gstLegalName: row.gstLegalName,
      gstAddress: row.gstAddress,
      gstState: row.gstState,
      gstin: row.gstin,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const service = {
    /** The settings as saved: what pages and mails show, and what the owner edits. */
    get: (): Promise<StoreSettings> => load(),

    /**
     * The settings as saved, read from the database in the caller's transaction: what a GST document is issued with,
     * so a change saved through any process is on the very next invoice (an issued document is never changed).
     */
    fresh: (tx: Tx) => load(tx),

    /** What the storefront and mails show. */
    async contact(): Promise<StoreContact> {
      const s = await service.get();
      return {
        storeName: s.storeName,
        supportEmail: s.supportEmail,
        supportPhone: s.supportPhone,
        phoneHref: `tel:${telOf(s.supportPhone)}`,
        whatsappNumber: s.whatsappNumber,
        businessHours: s.businessHours,
        grievanceOfficer: grievanceOfficerOf(s),
        seller: { name: s.gstLegalName ?? s.storeName, address: s.gstAddress && addressOnOneLine(s.gstAddress) },
      };
    },

    /** The owner saves the settings (all fields); audited. */
    async save(input: StoreSettingsValues, actor: Actor): Promise<StoreSettings> {
      await db.transaction(async (tx) => {
        // The row is locked (or, the first time, created) so two saves take turns and each audits what it replaced.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('store_settings'))`);
        const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 'store')).for('update');
        const values = {
          storeName: input.storeName,
          supportEmail: input.supportEmail,
          supportPhone: input.supportPhone,
          whatsappNumber: input.whatsappNumber,
          businessHours: input.businessHours,
          grievanceName: input.grievanceName,
          grievanceEmail: input.grievanceEmail,
          grievancePhone: input.grievancePhone,
          gstLegalName: input.gstLegalName,
          gstAddress: input.gstAddress,
          gstState: input.gstState,
          gstin: input.gstin,
        };
        if (before) {
          await tx
            .update(storeSettings)
            .set({ ...values, version: sql`${storeSettings.version} + 1`, updatedAt: new Date() })
            .where(eq(storeSettings.id, 'store'));
        } else {
          await tx.insert(storeSettings).values({ id: 'store', ...values });
        }
        const { id: _id, version: _v, updatedAt: _u, ...old } = before ?? { id: '', version: 0, updatedAt: null };
        await audit.record(tx, {
          actor,
          action: 'settings.update',
          entity: 'settings',
          entityId: 'store',
          before: before ? old : { ...defaults },
          after: values,
        });
      });
      return service.get();
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
