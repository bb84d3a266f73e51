/**
 * Prices by date. Staff define seasons: a named range of days whose day price
 * is the car's own times a multiplier, or a fixed amount, with an optional
 * price of its own for Saturdays and Sundays. A season applies to the whole
 * fleet, to one category or to one car; on any day the most specific season
 * covering it wins (car over category over fleet), and two seasons of the
 * same scope never overlap (`overlappingSeason`, checked when one is saved).
 * A day no season covers costs the car's daily price.
 */
import { addDays, daysBetween } from './dates';
import type { Lang } from './languages';

export const SEASON_SCOPES = ['fleet', 'category', 'car'] as const;
export type SeasonScope = (typeof SEASON_SCOPES)[number];

export const SEASON_RATE_KINDS = ['multiplier', 'fixed'] as const;
export type SeasonRateKind = (typeof SEASON_RATE_KINDS)[number];

/** A multiplier of the car's daily price, or a fixed day price in whole euros. */
export interface SeasonRate {
  kind: SeasonRateKind;
  value: number;
}

/** What staff may set: multipliers in hundredths, fixed prices in whole euros, seasons up to a year. */
export const SEASON_LIMITS = {
  multiplier: { min: 0.1, max: 10 },
  fixed: { min: 1, max: 100_000 },
  maxDays: 366,
  nameMax: 60,
} as const;

/** `seasons/{id}`: public, written only by the server (`saveSeason`), which checks overlaps. */
export interface Season {
  id: string;
  /** Staff's name for it in each language; English is required, a missing language shows a neutral label. */
  names: Partial<Record<Lang, string>>;
  /** Inclusive calendar days. */
  startDate: string;
  endDate: string;
  scope: SeasonScope;
  /** The category or the car id the season applies to; '' for the fleet. */
  target: string;
  rate: SeasonRate;
  /** Saturdays and Sundays within the season; null: the same as the other days. */
  weekendRate: SeasonRate | null;
}

/** The car a season price is asked for. */
export interface SeasonCar {
  id: string;
  category: string;
  dailyPrice: number;
}

/** One key per scope and target, stored with the season (`scopeKey`) so a car's seasons are one query. */
export function seasonScopeKey(scope: SeasonScope, target: string): string {
  return scope === 'fleet' ? 'fleet' : `${scope}:${target}`;
}

/** The scope keys that can apply to a car: its own, its category's and the fleet's. */
export function scopeKeysOf(car: Pick<SeasonCar, 'id' | 'category'>): string[] {
  return [seasonScopeKey('car', car.id), seasonScopeKey('category', car.category), 'fleet'];
}

const SPECIFICITY: Record<SeasonScope, number> = { car: 3, category: 2, fleet: 1 };

function appliesTo(season: Season, car: Pick<SeasonCar, 'id' | 'category'>): boolean {
  if (season.scope === 'fleet') return true;
  return season.target === (season.scope === 'car' ? car.id : car.category);
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The season that sets a car's price on `day`: the most specific one covering it (the latest started if stored ones overlap). */
export function seasonOn(car: Pick<SeasonCar, 'id' | 'category'>, day: string, seasons: readonly Season[]): Season | null {
  let best: Season | null = null;
  for (const season of seasons) {
    if (day < season.startDate || day > season.endDate || !appliesTo(season, car)) continue;
    if (
      best === null ||
      SPECIFICITY[season.scope] > SPECIFICITY[best.scope] ||
      (season.scope === best.scope && season.startDate > best.startDate)
    ) {
      best = season;
    }
  }
  return best;
}

/** A rate applied to a daily price, in whole euros. */
export function applyRate(dailyPrice: number, rate: SeasonRate): number {
  return rate.kind === 'fixed' ? Math.round(rate.value) : Math.round(dailyPrice * rate.value);
}

export interface DayPrice {
  day: string;
  price: number;
  season: Season | null;
  /** The season's weekend rate set the price. */
  weekend: boolean;
  /** It costs more than the car's own daily price (the calendar marks such days). */
  dearer: boolean;
}

/** A car's price on one day. */
export function dayPrice(car: SeasonCar, day: string, seasons: readonly Season[]): DayPrice {
  const season = seasonOn(car, day, seasons);
  if (!season) return { day, price: car.dailyPrice, season: null, weekend: false, dearer: false };
  const weekend = season.weekendRate !== null && isWeekend(day);
  const price = applyRate(car.dailyPrice, weekend && season.weekendRate ? season.weekendRate : season.rate);
  return { day, price, season, weekend, dearer: price > car.dailyPrice };
}

/** Each day's price from `startDate` to `endDate`, inclusive. */
export function dayPrices(car: SeasonCar, startDate: string, endDate: string, seasons: readonly Season[]): DayPrice[] {
  const count = Math.max(1, daysBetween(startDate, endDate) + 1);
  return Array.from({ length: count }, (_, i) => dayPrice(car, addDays(startDate, i), seasons));
}

/**
 * A rental's days grouped for the price panel, the invoice and the mail: one
 * line per season, weekend rate and day price, in the order they first occur.
 */
export interface SeasonLine {
  seasonId: string | null;
  /** The season's names when the line was priced (an order keeps them even if the season changes). */
  names: Partial<Record<Lang, string>> | null;
  weekend: boolean;
  days: number;
  dayPrice: number;
  amount: number;
}

export function seasonLines(days: readonly DayPrice[]): SeasonLine[] {
  const lines = new Map<string, SeasonLine>();
  for (const { season, weekend, price } of days) {
    const key = `${season?.id ?? ''}|${weekend}|${price}`;
    const line = lines.get(key);
    if (line) {
      line.days += 1;
      line.amount += price;
    } else {
      lines.set(key, { seasonId: season?.id ?? null, names: season ? { ...season.names } : null, weekend, days: 1, dayPrice: price, amount: price });
    }
  }
  return [...lines.values()];
}

/** How far ahead the fleet's "from" price looks. */
export const FROM_PRICE_DAYS = 30;

/** The lowest day price from `today` over the next `days` days: the fleet list's "from X". */
export function lowestDayPrice(car: SeasonCar, today: string, seasons: readonly Season[], days: number = FROM_PRICE_DAYS): number {
  return Math.min(...dayPrices(car, today, addDays(today, days - 1), seasons).map((d) => d.price));
}

/** The seasons that can matter between two days: those ending on or after the first and starting on or before the last. */
export function seasonsWithin(seasons: readonly Season[], from: string, to: string): Season[] {
  return seasons.filter((s) => s.endDate >= from && s.startDate <= to);
}

/** Another season of the same scope and target sharing a day with `season`, if any. */
export function overlappingSeason(
  season: Pick<Season, 'id' | 'scope' | 'target' | 'startDate' | 'endDate'>,
  others: readonly Season[],
): Season | null {
  const key = seasonScopeKey(season.scope, season.target);
  return (
    others.find(
      (o) => o.id !== season.id && seasonScopeKey(o.scope, o.target) === key && o.startDate <= season.endDate && o.endDate >= season.startDate,
    ) ?? null
  );
}

/** The season's name in `lang`, or null when staff have not named it in that language. */
export function seasonName(names: Partial<Record<Lang, string>> | null | undefined, lang: Lang): string | null {
  const name = names?.[lang]?.trim();
  return name ? name : null;
}

function rateFromData(value: unknown): SeasonRate | null {
  const rate = value as Partial<SeasonRate> | null;
  if (typeof rate !== 'object' || rate === null) return null;
  if (!(SEASON_RATE_KINDS as readonly unknown[]).includes(rate.kind) || typeof rate.value !== 'number' || !(rate.value > 0)) return null;
  return { kind: rate.kind!, value: rate.value };
}

/** A stored season as both sides read it, or null when it cannot price anything (a malformed document is skipped, not guessed at). */
export function seasonFromData(id: string, data: Record<string, unknown> | undefined): Season | null {
  if (!data) return null;
  const { startDate, endDate, scope, target } = data;
  const rate = rateFromData(data.rate);
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !rate) return null;
  if (!(SEASON_SCOPES as readonly unknown[]).includes(scope)) return null;
  const names: Partial<Record<Lang, string>> = {};
  if (typeof data.names === 'object' && data.names !== null) {
    for (const [lang, name] of Object.entries(data.names as Record<string, unknown>)) {
      if (typeof name === 'string') names[lang as Lang] = name;
    }
  }
  return {
    id,
    names,
    startDate,
    endDate,
    scope: scope as SeasonScope,
    target: typeof target === 'string' ? target : '',
    rate,
    weekendRate: rateFromData(data.weekendRate),
  };
}

/** The seasons of a query's documents (either SDK's snapshot docs), leaving out any that cannot price a day. */
export function seasonsOf(docs: readonly { id: string; data: () => Record<string, unknown> | undefined }[]): Season[] {
  return docs.map((doc) => seasonFromData(doc.id, doc.data())).filter((season): season is Season => season !== null);
}

/** A season as stored: its fields and the `scopeKey` its queries filter on. */
export function seasonToData(season: Omit<Season, 'id'>): Omit<Season, 'id'> & { scopeKey: string } {
  return { ...season, scopeKey: seasonScopeKey(season.scope, season.target) };
}

/** The window of the fleet's "from" prices starting on `today`: FROM_PRICE_DAYS days, inclusive. */
export function fromPriceWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, FROM_PRICE_DAYS - 1) };
}
