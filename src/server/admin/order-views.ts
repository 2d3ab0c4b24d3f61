/**
 * The admin's order and customer reads, shaped once for both the API routes (orders-api.ts, customers-api.ts) and
 * the page loaders (/admin/orders, /admin/customers): each is a few batched calls to the owning services.
 */
import type { AddressDto, ShippingAddress } from '../../shop/address-types.ts';
import type { CustomerListQuery } from '../../shop/admin/customers.ts';
import type { OrderListQuery } from '../../shop/admin/orders.ts';
import { adminDocumentPath } from '../../shop/gst/document-links.ts';
import { documentTitle, type DocumentKind } from '../../shop/gst/document-view.ts';
import { imageUrl } from '../../shop/images.ts';
import type { Paise } from '../../shop/money.ts';
import {
  adminActions,
  type AdminOrderAction,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../shop/orders.ts';
import { isUuid } from '../../shop/ids.ts';
import type { CustomerProfile } from '../accounts/customers.ts';
import { NotFound } from '../errors.ts';
import type { AdminOrderRow, CustomerOrderStats } from '../orders/admin-reads.ts';
import type { Services } from '../services.ts';

type Brief = { name: string; email: string; phone: string };
export type AdminOrderListRow = AdminOrderRow & { customer: Brief | null };

export async function adminOrderList(
  services: Services,
  query: OrderListQuery,
): Promise<{ orders: AdminOrderListRow[]; total: number }> {
  const customerIds = query.q ? await services.customers.idsMatching(query.q) : [];
  const { orders, total } = await services.orderAdmin.list(query, customerIds);
  const briefs = await services.customers.briefs(orders.map((o) => o.userId));
  return { total, orders: orders.map((o) => ({ ...o, customer: briefs.get(o.userId) ?? null })) };
}

export type AdminOrderDetail = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippingAddress: ShippingAddress;
  customer: ({ id: string } & Brief) | null;
  items: Array<{
    id: string;
    productId: string;
    slug: string | null;
    name: string;
    image: string | null;
    size: string;
    quantity: number;
    cancelledQuantity: number;
    mrpPaise: Paise;
    unitPricePaise: Paise;
  }>;
  mrpTotalPaise: Paise;
  subtotalPaise: Paise;
  couponCode: string | null;
  couponPercentage: number;
  couponDiscountPaise: Paise;
  shippingChargePaise: Paise;
  codFeePaise: Paise;
  totalPaise: Paise;
  /** Of the total, what the customer paid with store credit. */
  storeCreditPaise: Paise;
  /** The day the order was promised to arrive by (India, YYYY-MM-DD), when one was. */
  promisedDeliveryDate: string | null;
  payments: Array<{
    providerOrderId: string;
    providerPaymentId: string | null;
    status: PaymentStatus;
    amountPaise: Paise;
    refundedPaise: Paise;
    refundId: string | null;
    createdAt: string;
    updatedAt: string;
  }>;
  /** The order's milestones, oldest first. */
  timeline: Array<{ at: string; event: string }>;
  /** Its GST documents (invoice or receipt, credit notes), oldest first, with the staff's download address. */
  documents: Array<{
    id: string;
    kind: DocumentKind;
    title: string;
    number: string;
    issuedAt: string;
    totalPaise: Paise;
    url: string;
  }>;
  /** The store's changes to this order (the audit log), newest first. */
  history: Array<{
    at: string;
    action: string;
    by: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }>;
  /** What the store may do with the order now (src/shop/orders.ts adminActions). */
  actions: AdminOrderAction[];
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function adminOrderDetail(services: Services, orderId: string): Promise<AdminOrderDetail> {
  const found = isUuid(orderId) ? await services.orderAdmin.detail(orderId) : null;
  if (!found) throw new NotFound('Order not found.');
  const { row, items } = found;
  const [briefs, slugs, payments, audit, documents] = await Promise.all([
    services.customers.briefs([row.userId]),
    services.catalog.slugsFor([...new Set(items.map((i) => i.productId))]),
    services.payments.listForOrder(row.id),
    services.audit.list({ entity: 'order', entityId: row.id, perPage: 50 }),
    services.invoices.forOrder(row.id),
  ]);
  const brief = briefs.get(row.userId);
  const timeline: Array<{ at: string; event: string }> = [{ at: row.createdAt.toISOString(), event: 'Placed' }];
  for (const p of payments) {
    if (p.status !== 'pending') timeline.push({ at: p.updatedAt.toISOString(), event: `Online payment ${p.status}` });
  }
  if (row.shippedAt) timeline.push({ at: row.shippedAt.toISOString(), event: 'Shipped' });
  if (row.deliveredAt) timeline.push({ at: row.deliveredAt.toISOString(), event: 'Delivered' });
  if (row.cancelledAt) timeline.push({ at: row.cancelledAt.toISOString(), event: 'Cancelled' });
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippingAddress: row.shippingAddress,
    customer: brief ? { id: row.userId, ...brief } : null,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      slug: slugs.get(i.productId) ?? null,
      name: i.productName,
      image: i.productImage ? imageUrl(i.productImage, 360) : null,
      size: i.size,
      quantity: i.quantity,
      cancelledQuantity: i.cancelledQuantity,
      mrpPaise: i.mrpPaise,
      unitPricePaise: i.unitPricePaise,
    })),
    mrpTotalPaise: row.mrpTotalPaise,
    subtotalPaise: row.subtotalPaise,
    couponCode: row.couponCode,
    couponPercentage: row.couponPercentage,
    couponDiscountPaise: row.couponDiscountPaise,
    shippingChargePaise: row.shippingChargePaise,
    codFeePaise: row.codFeePaise,
    totalPaise: row.totalPaise,
    storeCreditPaise: row.storeCreditPaise,
    promisedDeliveryDate: row.promisedDeliveryDate,
    payments: payments.map((p) => ({
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      status: p.status,
      amountPaise: p.amountPaise,
      refundedPaise: p.refundedPaise,
      refundId: p.refundId,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    timeline,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: documentTitle(d),
      number: d.number,
      issuedAt: d.issuedAt,
      totalPaise: d.total,
      url: adminDocumentPath(row.id, d.id),
    })),
    history: audit.entries.map((e) => ({ at: e.at, action: e.action, by: e.actorEmail, changes: e.changes })),
    actions: adminActions(row),
  };
}

export type AdminCustomerRow = CustomerProfile & CustomerOrderStats;
const NO_ORDERS: CustomerOrderStats = { orders: 0, spentPaise: 0 as Paise, lastOrderAt: null };

export async function adminCustomerList(
  services: Services,
  query: CustomerListQuery,
): Promise<{ customers: AdminCustomerRow[]; total: number }> {
  const { customers, total } = await services.customers.list(query);
  const stats = await services.orderAdmin.customerStats(customers.map((c) => c.id));
  return { total, customers: customers.map((c) => ({ ...c, ...(stats.get(c.id) ?? NO_ORDERS) })) };
}

export async function adminCustomerDetail(
  services: Services,
  id: string,
): Promise<{ customer: AdminCustomerRow; addresses: AddressDto[]; orders: AdminOrderRow[] }> {
  if (!isUuid(id)) throw new NotFound('Customer not found.');
  const customer = await services.customers.get(id);
  const [stats, addresses, orders] = await Promise.all([
    services.orderAdmin.customerStats([id]),
    services.addresses.list(id),
    services.orderAdmin.forCustomer(id, 100),
  ]);
  return { customer: { ...customer, ...(stats.get(id) ?? NO_ORDERS) }, addresses, orders };
}
