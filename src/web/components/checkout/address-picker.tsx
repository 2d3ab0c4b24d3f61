import Briefcase from '../icons/briefcase.tsx';
import House from '../icons/house.tsx';
import MapPin from '../icons/map-pin.tsx';
import type { AddressDto } from '../../../shop/address-types.ts';
import { deliveryByText } from '../../../shop/delivery.ts';

/** Delivery to a saved address (checkout's loader asks for all of them at once). */
export type AddressDelivery = { serviceable: boolean; deliveryDate: string | null; message: string | null };

/** Whether an order can go to this address (an address without an answer is left to the server to decide). */
export const deliverable = (d: AddressDelivery | undefined) => d === undefined || d.serviceable;

/**
 * Saved addresses as one radio group: click a card (or use the arrow keys) to deliver there. Each card says when an
 * order would arrive ("Delivery by Thu, 27 Nov"); an address the store does not deliver to says so and cannot be
 * chosen.
 */
export function AddressPicker({
  addresses,
  delivery = {},
  selected,
  onSelect,
}: {
  addresses: AddressDto[];
  /** By address id. */
  delivery?: Record<string, AddressDelivery>;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Delivery address</legend>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {addresses.map((a) => {
          const TypeIcon = a.type === 'work' ? Briefcase : a.type === 'home' ? House : MapPin;
          const d = delivery[a._id];
          const open = deliverable(d);
          return (
            <label
              key={a._id}
              className="relative flex cursor-pointer gap-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-gray-50 rounded-xl border border-gray-200 bg-white p-4 shadow-xs transition hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="addressId"
                value={a._id}
                checked={selected === a._id}
                disabled={!open}
                aria-describedby={d ? `delivery-${a._id}` : undefined}
                onChange={() => onSelect(a._id)}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{a.name}</span>
                  <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 capitalize">
                    <TypeIcon className="size-3" aria-hidden="true" />
                    {a.type}
                  </span>
                  {a.isDefault && (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      Default
                    </span>
                  )}
                </span>
                <span className="mt-1 block leading-relaxed text-gray-800">
                  {a.street}, {a.city}, {a.state} {a.pincode}, {a.country}
                </span>
                <span className="mt-1 block text-gray-700">Phone: {a.phone}</span>
                {d && (
                  <span
                    id={`delivery-${a._id}`}
                    className={`mt-1 block font-medium ${d.serviceable ? 'text-emerald-800' : 'text-red-700'}`}
                  >
                    {d.serviceable && d.deliveryDate ? deliveryByText(d.deliveryDate) : d.message}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
