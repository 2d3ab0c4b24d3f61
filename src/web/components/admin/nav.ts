/** The admin's sections, in the sidebar's order; owner-only ones are hidden from staff (and refused by the server). */
import type { AdminRole } from '../../../shop/roles.ts';

export type AdminNavItem = { to: string; label: string; role: AdminRole };

export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', role: 'staff' },
  { to: '/admin/orders', label: 'Orders', role: 'staff' },
  { to: '/admin/returns', label: 'Returns', role: 'staff' },
  { to: '/admin/products', label: 'Products', role: 'staff' },
  { to: '/admin/merchandising', label: 'Collections & banners', role: 'staff' },
  { to: '/admin/coupons', label: 'Coupons', role: 'staff' },
  { to: '/admin/customers', label: 'Customers', role: 'staff' },
  { to: '/admin/reviews', label: 'Reviews', role: 'staff' },
  { to: '/admin/content', label: 'Content', role: 'staff' },
  { to: '/admin/messages', label: 'Messages', role: 'staff' },
  { to: '/admin/gst', label: 'GST', role: 'staff' },
  { to: '/admin/delivery', label: 'Delivery', role: 'staff' },
  { to: '/admin/staff', label: 'Staff', role: 'owner' },
  { to: '/admin/audit', label: 'Audit log', role: 'owner' },
  { to: '/admin/settings', label: 'Store settings', role: 'owner' },
];
