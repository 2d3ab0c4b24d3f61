/**
 * PostgreSQL enums: the shared vocabulary of several domains' tables. Order and payment states are built from the
 * lists in src/shop/orders.ts, so the database, the API and the pages cannot disagree.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES } from '../../shop/address-types.ts';
import { FITS } from '../../shop/review-fit.ts';
import { ROLES } from '../../shop/roles.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../shop/orders.ts';

export const genderEnum = pgEnum('gender', ['men', 'women', 'unisex']);
export const roleEnum = pgEnum('user_role', ROLES);
export const addressTypeEnum = pgEnum('address_type', ADDRESS_TYPES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
/** A review's answer to "How did it fit?" (src/shop/review-fit.ts). */
export const reviewFitEnum = pgEnum('review_fit', FITS);
