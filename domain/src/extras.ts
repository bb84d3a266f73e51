/**
 * Extras: priced options a customer adds to a rental on the order page (an
 * additional driver, excess reduction, a child seat, anything staff define).
 * An extra costs a price per day, capped for long stays when staff set a cap,
 * or one price per rental. It is offered for every car, for one category or
 * for a list of cars. The order page and `startCheckout` price the chosen
 * ones with `extraLines`; the server's price is the one charged. An extra of
 * kind `additional-driver` asks for a second driver, who must meet the car's
 * driver terms as the main driver does (driver.ts).
 */
import type { Lang } from './languages';

export const EXTRA_KINDS = ['additional-driver', 'other'] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

export const EXTRA_PRICINGS = ['per-day', 'per-rental'] as const;
export type ExtraPricing = (typeof EXTRA_PRICINGS)[number];

export const EXTRA_SCOPES = ['all', 'category', 'cars'] as const;
export type ExtraScope = (typeof EXTRA_SCOPES)[number];

/** What staff may set: whole euros, a list of up to 30 cars, short names and descriptions. */
export const EXTRA_LIMITS = {
  price: { min: 1, max: 10_000 },
  cap: { min: 1, max: 100_000 },
  cars: 30,
  nameMax: 60,
  descriptionMax: 240,
} as const;

/** At most this many extras on one order: more than any car offers, so a request with more is not a real one. */
export const MAX_EXTRAS_PER_ORDER = 12;

/** `extras/{id}`: written only by the server (`saveExtra`); anyone reads the active ones, admins all. */
export interface Extra {
  id: string;
  kind: ExtraKind;
  /** Staff's name in each language; English is required and stands in for a missing language. */
  names: Partial<Record<Lang, string>>;
  descriptions: Partial<Record<Lang, string>>;
  pricing: ExtraPricing;
  /** Whole euros: per day or per rental (`pricing`). */
  price: number;
  /** A per-day extra's most for one rental, in whole euros; null: no cap. */
  cap: number | null;
  scope: ExtraScope;
  /** The category (scope `category`) or the car ids (scope `cars`) it is offered for; empty for every car. */
  targets: string[];
  /** Offered to customers; an inactive extra stays for staff to offer again. */
  isActive: boolean;
  /** Staff's order of the list, smallest first. */
  position: number;
}

/** The car an extra is offered for. */
export interface ExtraCar {
  id: string;
  category: string;
}

/** The keys an extra is stored with (`targetKeys`), so a car's extras are one query. */
export function extraTargetKeys(extra: Pick<Extra, 'scope' | 'targets'>): string[] {
  if (extra.scope === 'all') return ['all'];
  if (extra.scope === 'category') return extra.targets.slice(0, 1).map((category) => `category:${category}`);
  return extra.targets.map((carId) => `car:${carId}`);
}

/** The keys of the extras offered for `car`: every car's, its category's, its own. */
export function extraKeysOf(car: ExtraCar): string[] {
  return ['all', `category:${car.category}`, `car:${car.id}`];
}

/** Whether `extra` is offered for `car` (active, and the car is within its scope). */
export function extraOffered(extra: Pick<Extra, 'scope' | 'targets' | 'isActive'>, car: ExtraCar): boolean {
  if (!extra.isActive) return false;
  const keys = extraKeysOf(car);
  return extraTargetKeys(extra).some((key) => keys.includes(key));
}

/** What one extra costs for a rental of `days` days, in whole euros. */
export function extraAmount(extra: Pick<Extra, 'pricing' | 'price' | 'cap'>, days: number): number {
  if (extra.pricing === 'per-rental') return extra.price;
  const amount = extra.price * Math.max(1, days);
  return extra.cap !== null && extra.cap < amount ? extra.cap : amount;
}

/** One extra on an order, as priced and kept with it: enough to show, mail and invoice it later. */
export interface ExtraLine {
  extraId: string;
  kind: ExtraKind;
  names: Partial<Record<Lang, string>>;
  pricing: ExtraPricing;
  /** The price per day or per rental. */
  price: number;
  /** Days charged (a per-day extra) or 1. */
  quantity: number;
  amount: number;
  /** The cap made it cost less than price × days. */
  capped: boolean;
}

/** The chosen extras priced for `days` days, in staff's order. */
export function extraLines(extras: readonly Extra[], days: number): ExtraLine[] {
  return [...extras]
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((extra) => {
      const amount = extraAmount(extra, days);
      const perDay = extra.pricing === 'per-day';
      return {
        extraId: extra.id,
        kind: extra.kind,
        names: extra.names,
        pricing: extra.pricing,
        price: extra.price,
        quantity: perDay ? Math.max(1, days) : 1,
        amount,
        capped: perDay && amount < extra.price * Math.max(1, days),
      };
    });
}

/** An extra's name (or description) in `lang`, else its English one. */
export function extraText(texts: Partial<Record<Lang, string>>, lang: Lang): string {
  return texts[lang]?.trim() || texts.en?.trim() || '';
}

/** Whether the chosen extras ask for an additional driver. */
export function needsAdditionalDriver(extras: readonly Pick<Extra, 'kind'>[]): boolean {
  return extras.some((extra) => extra.kind === 'additional-driver');
}

const isWholeIn = (value: unknown, limits: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max;

function textsFromData(value: unknown): Partial<Record<Lang, string>> {
  const texts: Partial<Record<Lang, string>> = {};
  if (typeof value !== 'object' || value === null) return texts;
  for (const [lang, text] of Object.entries(value as Record<string, unknown>)) {
    if (typeof text === 'string' && text) texts[lang as Lang] = text;
  }
  return texts;
}

/** A stored extra, or null when it could not be priced or named. */
export function extraFromData(id: string, data: Record<string, unknown> | undefined): Extra | null {
  if (!data) return null;
  const { kind, pricing, price, cap, scope } = data;
  if (!(EXTRA_KINDS as readonly unknown[]).includes(kind)) return null;
  if (!(EXTRA_PRICINGS as readonly unknown[]).includes(pricing)) return null;
  if (!(EXTRA_SCOPES as readonly unknown[]).includes(scope)) return null;
  if (!isWholeIn(price, EXTRA_LIMITS.price)) return null;
  const names = textsFromData(data.names);
  if (!names.en) return null;
  const targets = Array.isArray(data.targets) ? data.targets.filter((target): target is string => typeof target === 'string') : [];
  return {
    id,
    kind: kind as ExtraKind,
    names,
    descriptions: textsFromData(data.descriptions),
    pricing: pricing as ExtraPricing,
    price,
    cap: pricing === 'per-day' && isWholeIn(cap, EXTRA_LIMITS.cap) ? cap : null,
    scope: scope as ExtraScope,
    targets: scope === 'all' ? [] : targets,
    isActive: data.isActive === true,
    position: typeof data.position === 'number' && Number.isFinite(data.position) ? data.position : 0,
  };
}

/** The extras of a query's documents (either SDK's snapshot docs), in staff's order, leaving out any that cannot be priced. */
export function extrasOf(docs: readonly { id: string; data: () => Record<string, unknown> | undefined }[]): Extra[] {
  return docs
    .map((doc) => extraFromData(doc.id, doc.data()))
    .filter((extra): extra is Extra => extra !== null)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** An extra as stored: its fields and the `targetKeys` its queries filter on. */
export function extraToData(extra: Omit<Extra, 'id'>): Omit<Extra, 'id'> & { targetKeys: string[] } {
  return { ...extra, targetKeys: extraTargetKeys(extra) };
}

/** Of the `offered` extras, the ones whose ids were chosen; null when an id is not among them (withdrawn, or never offered). */
export function chosenExtras(offered: readonly Extra[], ids: readonly string[]): Extra[] | null {
  const unique = [...new Set(ids)];
  const chosen = offered.filter((extra) => unique.includes(extra.id));
  return chosen.length === unique.length ? chosen : null;
}
