/**
 * What every page shows and seldom changes (the menu's categories, the top bar, the store's contact and seller
 * details, the offers, size charts; the home page's banners, offer banners and collections), kept in this process
 * between requests while it is current (ADR 23, ADR 25). Current is decided as for a kept page (ADR 22, tags.ts): the
 * snapshot taken before the reads, then on each later request one query for any note of the tag `site` that snapshot
 * did not see. Every table these reads show notes `site` (categories and a collection's products too), so a new
 * catalogue version alone (a sale, a product edit) keeps them. That query replaces the reads; a change committed
 * before a request began, or running while the reads were taken and committed since, is seen by the request. Kept an
 * hour at most (notes live two).
 */
import type { BannerDto, CategoryDto, CollectionDto, OfferBannerDto, OfferDto } from '../../shop/catalog-types.ts';
import type { SizeChartDto } from '../../shop/size-guide.ts';
import type { Db } from '../db/client.ts';
import type { StoreContact } from '../settings/service.ts';
import { changedSince, renderStart, SITE_TAG, type RenderStart } from './tags.ts';

export const SITE_READS_MAX_AGE_MS = 60 * 60 * 1000;

/** The reads kept, as the services answer them. */
export type SiteSources = {
  categories: () => Promise<CategoryDto[]>;
  topBar: () => Promise<string[]>;
  contact: () => Promise<StoreContact>;
  offers: () => Promise<OfferDto[]>;
  sizeChart: (gender: string, categorySlug: string) => Promise<SizeChartDto | null>;
  /** The home page's: their tables (and a collection's products list) note `site` as the others do. */
  banners: () => Promise<BannerDto[]>;
  offerBanners: () => Promise<OfferBannerDto[]>;
  collections: () => Promise<CollectionDto[]>;
};

/** One request's view: each read at most once per generation, shared by the requests it is current for. */
export type SiteReads = SiteSources;

type Generation = { start: Promise<RenderStart>; born: number; values: Map<string, Promise<unknown>> };

export function createSiteReads(db: Db, sources: SiteSources, now: () => number = Date.now) {
  let latest: Generation | null = null;

  const newGeneration = (): Generation => {
    const generation: Generation = { start: renderStart(db), born: now(), values: new Map() };
    generation.start.catch(() => {
      if (latest === generation) latest = null;
    });
    latest = generation;
    return generation;
  };

  /** The kept generation when nothing it read has changed since its snapshot, else a new one. */
  async function currentGeneration(): Promise<Generation> {
    const kept = latest;
    if (!kept || now() - kept.born >= SITE_READS_MAX_AGE_MS) return newGeneration();
    const start = await kept.start.catch(() => null);
    if (!start || (await changedSince(db, [SITE_TAG], start, { catalogue: false }))) {
      // Always one of its own: a generation another request began may have begun before this request did.
      return newGeneration();
    }
    return kept;
  }

  function view(generation: Generation): SiteReads {
    function remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      const kept = generation.values.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      // Read after the snapshot was taken (so the snapshot never saw more than the read did).
      const value = generation.start.then(() => read());
      generation.values.set(key, value);
      // A failed read is not kept: the next request reads again.
      value.catch(() => {
        if (generation.values.get(key) === value) generation.values.delete(key);
      });
      return value;
    }
    return {
      categories: () => remember('categories', sources.categories),
      topBar: () => remember('topBar', sources.topBar),
      contact: () => remember('contact', sources.contact),
      offers: () => remember('offers', sources.offers),
      sizeChart: (gender, slug) =>
        remember(`sizeChart\u0000${gender}\u0000${slug}`, () => sources.sizeChart(gender, slug)),
      banners: () => remember('banners', sources.banners),
      offerBanners: () => remember('offerBanners', sources.offerBanners),
      collections: () => remember('collections', sources.collections),
    };
  }

  return {
    /** Once per request (the web layer's oncePerRequest): one query when reads are kept, none otherwise. */
    async current(): Promise<SiteReads> {
      return view(await currentGeneration());
    },
  };
}

export type SiteReadsService = ReturnType<typeof createSiteReads>;
