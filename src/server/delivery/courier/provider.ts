/**
 * The courier behind an interface (issue 13): whether a courier serves a delivery PIN from the store's pickup PIN,
 * with cash on delivery or not, and in how many days. Shiprocket is the first adapter (shiprocket.ts); the loopback
 * sandbox (sandbox.ts) answers the same calls for development and tests. Without a courier account the store uses
 * its delivery zones alone.
 */
export type CourierQuery = {
  pickupPin: string;
  deliveryPin: string;
  /** The parcel's weight in kilograms. */
  weightKg: number;
  /** Ask for couriers that collect cash on delivery (true) or for prepaid parcels (false). */
  cod: boolean;
};

export type CourierOption = {
  name: string;
  codAvailable: boolean;
  /** Days from pickup to delivery the courier estimates; null when it gives none. */
  estimatedDays: number | null;
};

export type CourierAnswer = { serviceable: boolean; couriers: CourierOption[] };

export interface CourierProvider {
  /** 'shiprocket' (its API or the sandbox standing in for it). */
  readonly name: string;
  serviceability(query: CourierQuery): Promise<CourierAnswer>;
}

/** The courier could not be asked (unreachable, timed out, refused the login, answered something unreadable). */
export class CourierError extends Error {
  override name = 'CourierError';
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.status = status;
  }
}
