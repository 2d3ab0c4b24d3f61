/**
 * Saved delivery addresses. Exactly one address of a customer is the default whenever they have any: the first one
 * becomes it, choosing another moves it, deleting it promotes the newest remaining one. Every change runs in a
 * transaction holding a per-customer lock (the partial unique index addresses_one_default_uq backs this up).
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../shop/ids.ts';
import type { AddressDto } from '../../shop/address-types.ts';
import type { AddressInput } from '../../shop/addresses.ts';
import type { Db } from '../db/client.ts';
import { addresses } from './tables.ts';
import { Conflict, NotFound } from '../errors.ts';

export const MAX_ADDRESSES = 50;
export const ADDRESS_NOT_FOUND = 'Address not found.';

/** The customer the address belongs to; their name and phone fill in an address that leaves them out. */
export type AddressOwner = { id: string; name: string; phone: string };

type Row = typeof addresses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function toAddressDto(r: Row): AddressDto {
  return {
    _id: r.id,
    type: r.type,
    name: r.fullName,
    fullName: r.fullName,
    street: r.street,
    address: r.street,
    city: r.city,
    state: r.state,
    pincode: r.pincode,
    country: r.country,
    phone: r.phone,
    mobileNumber: r.phone,
    isDefault: r.isDefault,
  };
}

/** The delivery service's check that an address's PIN is known and its state is the PIN's (a field message if not). */
export type AddressCheck = { assertAddress(address: { pincode: string; state: string }): void };

export function createAddressService(db: Db, delivery: AddressCheck) {
  /** Serialises the address changes of one customer. */
  async function lockCustomer(tx: Tx, userId: string) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${'addresses:' + userId}, 0))`);
  }

  async function ownRow(tx: Tx | Db, userId: string, id: string): Promise<Row> {
    if (!isUuid(id)) throw new NotFound(ADDRESS_NOT_FOUND);
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    if (!row) throw new NotFound(ADDRESS_NOT_FOUND);
    return row;
  }

  async function clearDefault(tx: Tx, userId: string, exceptId?: string) {
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.isDefault, true),
          ...(exceptId ? [ne(addresses.id, exceptId)] : []),
        ),
      );
  }

  return {
    /** The default address first, then the newest. */
    async list(userId: string): Promise<AddressDto[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toAddressDto);
    },

    /** One address of this customer (404 for anyone else's). */
    async get(userId: string, id: string): Promise<AddressDto> {
      return toAddressDto(await ownRow(db, userId, id));
    },

    async create(owner: AddressOwner, input: AddressInput): Promise<AddressDto> {
      delivery.assertAddress(input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, owner.id);
        const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, owner.id));
        const n = existing?.n ?? 0;
        if (n >= MAX_ADDRESSES) throw new Conflict(`You can save up to ${MAX_ADDRESSES} addresses.`);
        const isDefault = input.isDefault || n === 0;
        if (isDefault) await clearDefault(tx, owner.id);
        const [row] = await tx
          .insert(addresses)
          .values({
            userId: owner.id,
            type: input.type,
            fullName: input.name ?? owner.name,
            street: input.street,
            city: input.city,
            state: input.state,
            pincode: input.pincode,
            country: input.country,
            phone: input.phone ?? owner.phone,
            isDefault,
          })
          .returning();
        return toAddressDto(row!);
      });
    },

    /**
     * Replaces an address. Ticking "default" makes it the default; the current default stays the default when
     * unticked (set another address as default instead), so a customer always has one.
     */
    async update(owner: AddressOwner, id: string, input: AddressInput): Promise<AddressDto> {
      delivery.assertAddress(input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, owner.id);
        const current = await ownRow(tx, owner.id, id);
        const isDefault = current.isDefault || input.isDefault;
        if (isDefault && !current.isDefault) await clearDefault(tx, owner.id, id);
        const [row] = await tx
          .update(addresses)
          .set({
            type: input.type,
            fullName: input.name ?? current.fullName,
            street: input.street,
            city: input.city,
            state: input.state,
            pincode: input.pincode,
            country: input.country,
            phone: input.phone ?? current.phone,
            isDefault,
            updatedAt: new Date(),
          })
          .where(and(eq(addresses.id, id), eq(addresses.userId, owner.id)))
          .returning();
        return toAddressDto(row!);
      });
    },

    async setDefault(userId: string, id: string): Promise<AddressDto> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const current = await ownRow(tx, userId, id);
        if (current.isDefault) return toAddressDto(current);
        await clearDefault(tx, userId, id);
        const [row] = await tx
          .update(addresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(addresses.id, id))
          .returning();
        return toAddressDto(row!);
      });
    },

    /** Deletes an address; when it was the default, the newest remaining address becomes the default. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const current = await ownRow(tx, userId, id);
        await tx.delete(addresses).where(eq(addresses.id, current.id));
        if (!current.isDefault) return;
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (next)
          await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, next.id));
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
