/**
 * Who may do what. `customer` is every shopper's account; `staff` manage the catalogue, content and orders; the
 * `owner` also manages staff, coupons' money rules and store settings (issue 11). The database enum is built from
 * ROLES, the admin's route guards from `allows`.
 */
export const ROLES = ['customer', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export type AdminRole = Exclude<Role, 'customer'>;
export const ADMIN_ROLES = ['staff', 'owner'] as const satisfies readonly AdminRole[];

const RANK: Record<Role, number> = { customer: 0, staff: 1, owner: 2 };

/** Whether someone with `role` may use what needs `needed` (the owner may do everything staff may). */
export function allows(role: Role, needed: AdminRole): boolean {
  return RANK[role] >= RANK[needed];
}

export function isAdminRole(role: Role): role is AdminRole {
  return role !== 'customer';
}

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', staff: 'Staff', owner: 'Owner' };
