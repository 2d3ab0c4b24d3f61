/** Merchandising: home-page banners, offer banners, offers (coupons as shown to shoppers) and video stories. */
import { asc, eq, sql } from 'drizzle-orm';
import type { CouponRules } from '../../shop/coupons.ts';
import type { BannerDto, OfferBannerDto, OfferDto, StoryDto } from '../../shop/catalog-types.ts';
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import { MESSAGES, normaliseCouponCode } from '../../shop/pricing.ts';
import type { Db, Tx } from '../db/client.ts';
import { Invalid } from '../errors.ts';
import type { ProductRef } from '../catalog/service.ts';
import { banners, offerBanners, offers, stories } from './tables.ts';

export type Coupon = { id: string; code: string; title: string; discountPercentage: number; rules: CouponRules };

/** Merchandising reads products (story links) through the catalogue service. */
export function createMerchService(
  db: Db,
  catalog: { activeProductRefs(productIds: string[]): Promise<Map<string, ProductRef>> },
) {
  return {
    /**
     * The coupon for a code typed by a shopper: matched after trimming, case-insensitively; it must be active with a
     * discount above 0, else 'Invalid or inactive coupon code'.
     */
    async couponFor(code: string): Promise<Coupon> {
      const wanted = normaliseCouponCode(code);
      const [row] = wanted
        ? await db
            .select()
            .from(offers)
            .where(sql`lower(${offers.code}) = ${wanted}`)
            .limit(1)
        : [];
      if (!row || !row.isActive || row.discountPercentage <= 0) {
        throw new Invalid(MESSAGES.invalidCoupon, {
          reason: 'coupon_invalid',
          fields: { couponCode: MESSAGES.invalidCoupon },
        });
      }
      return {
        id: row.id,
        code: row.code,
        title: row.title,
        discountPercentage: row.discountPercentage,
        rules: {
          firstOrderOnly: row.firstOrderOnly,
          maxUsesPerCustomer: row.maxUsesPerCustomer,
          maxUsesTotal: row.maxUsesTotal,
          minOrderPaise: row.minOrderPaise,
          validFrom: row.validFrom,
          validUntil: row.validUntil,
        },
      };
    },

    /**
     * Locks a coupon for the rest of the order's transaction, so orders racing for its last uses take turns (the
     * uses are counted after the lock). Answers the coupon as it stands now; null when it was switched off meanwhile.
     */
    async lockCoupon(tx: Tx, id: string): Promise<{ isActive: boolean } | null> {
      const [row] = await tx.select({ isActive: offers.isActive }).from(offers).where(eq(offers.id, id)).for('update');
      return row ?? null;
    },

    async activeBanners(): Promise<BannerDto[]> {
      const rows = await db.select().from(banners).where(eq(banners.status, 'active')).orderBy(asc(banners.sortOrder));
      return rows.map((b) => ({
        _id: b.id,
        title: b.title,
        subtitle: b.subtitle,
        image: imageUrl(b.image, 1080),
        imageKey: b.image,
        link: b.link,
        status: b.status,
      }));
    },

    async activeOfferBanners(): Promise<OfferBannerDto[]> {
      const rows = await db
        .select()
        .from(offerBanners)
        .where(eq(offerBanners.isActive, true))
        .orderBy(asc(offerBanners.sortOrder));
      return rows.map((o) => ({
        _id: o.id,
        title: o.title,
        image: imageUrl(o.image, 1080),
        imageKey: o.image,
        link: o.link,
      }));
    },

    /** Offers shown to shoppers: active ones with a real discount. */
    async activeOffers(): Promise<OfferDto[]> {
      const rows = await db
        .select()
        .from(offers)
        .where(eq(offers.isActive, true))
        .orderBy(asc(offers.discountPercentage));
      return rows
        .filter((o) => o.discountPercentage > 0)
        .map((o) => ({
          _id: o.id,
          title: o.title,
          code: o.code,
          description: o.description,
          discountPercentage: o.discountPercentage,
          isActive: o.isActive,
        }));
    },

    async activeStories(): Promise<StoryDto[]> {
      const rows = await db.select().from(stories).where(eq(stories.status, 'active')).orderBy(asc(stories.sortOrder));
      const products = await catalog.activeProductRefs(rows.flatMap((s) => (s.productId ? [s.productId] : [])));
      return rows.map((s) => {
        const p = s.productId ? products.get(s.productId) : undefined;
        return {
          _id: s.id,
          title: s.title,
          image: imageUrl(s.image),
          imageKey: s.image,
          video: s.video,
          status: s.status,
          products: p
            ? {
                _id: p.id,
                name: p.name,
                slug: p.slug,
                price: paiseToRupees(p.mrpPaise),
                salePrice: paiseToRupees(p.salePaise),
                averageRating: p.ratingCount > 0 ? Math.round((p.ratingSum / p.ratingCount) * 10) / 10 : 0,
                image: p.image ? imageUrl(p.image, 360) : null,
              }
            : null,
        };
      });
    },
  };
}
