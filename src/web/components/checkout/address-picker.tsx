import Briefcase from 'lucide-react/icons/briefcase';
import House from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import type { AddressDto } from '../../../shop/address-types.ts';

/** Saved addresses as one radio group: click a card (or use the arrow keys) to deliver there. */
export function AddressPicker({
  addresses,
  selected,
  onSelect,
}: {
  addresses: AddressDto[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Delivery address</legend>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {addresses.map((a) => {
          const TypeIcon = a.type === 'work' ? Briefcase : a.type === 'home' ? House : MapPin;
          return (
            <label
              key={a._id}
              className="relative flex cursor-pointer gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs transition hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="addressId"
                value={a._id}
                checked={selected === a._id}
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
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
