/**
 * The data a server-rendered page embeds for hydration, and the names both
 * sides file it under. The server reads what the page shows and renders it;
 * the browser starts from the same values (so hydration matches without a
 * second read) until its live subscriptions answer. A key names one query:
 * the browser's subscription to that query and the server's read of it use
 * the same key.
 */
import type { Lang } from './languages';
import type { LegalDocument, LegalPageText } from './legal';
import type { BlockedRange, Car, RentalDiscount, SiteSettings } from './model';
import type { RentalTermsRanges } from './rental-terms';
import type { Season } from './seasons';

/** `<script id="page-data" type="application/json">`: the embedded entries. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * `<script id="page-modules" type="application/json">`: the browser build's
 * chunks of the page's code, which the template's loader fetches with the
 * first ones (web/build/page-modules.ts).
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/** The home page features the six latest available cars. */
export const LATEST_CARS_LIMIT = 6;

export const pageDataKeys = {
  /** The latest available cars, newest first. */
  latestCars: (limit: number = LATEST_CARS_LIMIT) => `cars:latest:${limit}`,
  /** Every available car, newest first (the fleet page; its filters apply in the page). */
  availableCars: () => 'cars:available',
  /** The car a route parameter (slug or id) names: a `Car`, or null when there is none to show. */
  car: (param: string) => `car:${param}`,
  /** A car's blocked date ranges. */
  blockedRanges: (carId: string) => `blocked:${carId}`,
  /** A car's days held by checkouts in progress (live only; never embedded by the server). */
  heldDays: (carId: string) => `held:${carId}`,
  /** The active discount tiers, shortest first. */
  discounts: () => 'discounts',
  /** The seasons that can price a car's days from today on (its own, its category's, the fleet's): `Season[]`. */
  carSeasons: (carId: string, category: string) => `seasons:${category}:${carId}`,
  /** The seasons sharing a day with the next FROM_PRICE_DAYS days, for the fleet's "from" prices: a `SeasonWindow`. */
  seasonsAhead: () => 'seasons:ahead',
  /** The extras offered for a car (active, for every car, its category or itself), in staff's order: `Extra[]`. */
  carExtras: (carId: string, category: string) => `extras:${category}:${carId}`,
  /** The boutique's contact facts (`settings/site`). */
  siteSettings: () => 'settings',
  /** A legal text in the page's language: its current version, or the one a `?version=` names (`LegalPageText` or null). */
  legalText: (document: LegalDocument, lang: Lang, version: number | null = null) =>
    `legal:${document}:${lang}:${version ?? 'current'}`,
  /** The ranges of the rental terms across the fleet (`RentalTermsRanges` or null), for the FAQ. */
  rentalTermsRanges: () => 'fleet:rental-terms',
} as const;

/** What each key holds. */
export interface PageDataValues {
  cars: Car[];
  car: Car | null;
  blockedRanges: BlockedRange[];
  discounts: RentalDiscount[];
  seasons: Season[];
  seasonsAhead: SeasonWindow;
  siteSettings: SiteSettings | null;
  legalText: LegalPageText | null;
  rentalTermsRanges: RentalTermsRanges | null;
}

export type PageData = Record<string, unknown>;

/** The seasons sharing a day with `from`..`to`, and that window: a page prices its "from" over the days it was read for. */
export interface SeasonWindow {
  from: string;
  to: string;
  seasons: Season[];
}

/**
 * A car as a page in `lang` embeds it: the other languages' descriptions and
 * features are dropped (the page never shows them, and five of each would
 * make every page carry the whole translated catalogue). English stays, as
 * the fallback the page falls back to. The live document replaces it later.
 */
export function carForPage(car: Car, lang: Lang): Car {
  const pick = <T>(map: Partial<Record<Lang, T>> | undefined): Partial<Record<Lang, T>> => {
    const kept: Partial<Record<Lang, T>> = {};
    for (const key of new Set<Lang>(['en', lang])) {
      const value = map?.[key];
      if (value !== undefined) kept[key] = value;
    }
    return kept;
  };
  return {
    ...car,
    descriptionTranslations: pick(car.descriptionTranslations),
    featuresTranslations: pick(car.featuresTranslations),
  };
}

/**
 * A car of a list (cards on the home and fleet pages): no description or
 * features at all, since a card shows neither.
 */
export function carForList(car: Car): Car {
  return { ...car, description: '', descriptionTranslations: {}, featuresTranslations: {} };
}
