/**
 * The season form's rules, shared by the back office's season editor and the
 * `saveSeason` callable: an English name (the other languages optional), a
 * start and an end no more than SEASON_LIMITS.maxDays days apart, a scope
 * with its target, and a rate (a multiplier or a fixed day price) with an
 * optional weekend rate. Whether it overlaps another season of its scope is
 * `overlappingSeason` (seasons.ts), checked by the callable against the
 * stored ones.
 */
import { mixed, object, type InferType } from 'yup';
import { atMost, dayRangeFields, message, text, typedNumber, type FormMessage } from './forms';
import { CAR_CATEGORIES } from './site';
import { SEASON_LIMITS, SEASON_RATE_KINDS, SEASON_SCOPES, type Season, type SeasonRateKind, type SeasonScope } from './seasons';

export const SEASON_MESSAGES = {
  required: /*i18n*/ { id: 'form.season.required', message: 'This field is required' },
  endBeforeStart: /*i18n*/ { id: 'form.season.end-before-start', message: 'The last day cannot come before the first' },
  tooLong: /*i18n*/ { id: 'form.season.too-long', message: 'A season can cover at most {max} days' },
  multiplier: /*i18n*/ { id: 'form.season.multiplier', message: 'A multiplier from 0.1 to 10, e.g. 1.25 for 25% more' },
  fixed: /*i18n*/ { id: 'form.season.fixed', message: 'A whole number of euros from 1 to 100,000' },
  target: /*i18n*/ { id: 'form.season.target', message: 'Choose what the season applies to' },
  overlap: /*i18n*/ {
    id: 'form.season.overlap',
    message: 'Another season of the same scope, {name}, already covers some of these days ({from} to {to})',
  },
} satisfies Record<string, FormMessage>;

const M = SEASON_MESSAGES;
const required = message(M.required);

const isMultiplier = (value: number) =>
  value >= SEASON_LIMITS.multiplier.min &&
  value <= SEASON_LIMITS.multiplier.max &&
  // Hundredths: "1.25" is 25% more; anything finer prices nothing a customer could see.
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
const isFixed = (value: number) => Number.isInteger(value) && value >= SEASON_LIMITS.fixed.min && value <= SEASON_LIMITS.fixed.max;

/**
 * The rate's number as typed, judged by its sibling `kind`: a multiplier, or
 * whole euros. Unless `kind` is 'same' (the weekend like the other days), it is required.
 */
const rateValue = () =>
  typedNumber(M.fixed).test('rate', function (value) {
    const kind: unknown = this.parent.kind;
    if (kind === 'same') return true;
    if (value === undefined) return this.createError({ message: required });
    if (kind === 'multiplier') return isMultiplier(value) || this.createError({ message: message(M.multiplier) });
    return isFixed(value) || this.createError({ message: message(M.fixed) });
  });

const rate = () =>
  object({
    kind: mixed<SeasonRateKind>().oneOf([...SEASON_RATE_KINDS], required).defined(required),
    value: rateValue(),
  });

/** The form's weekend choice: the same as the other days, or a rate of its own. */
export const WEEKEND_KINDS = ['same', ...SEASON_RATE_KINDS] as const;
export type WeekendKind = (typeof WEEKEND_KINDS)[number];

const name = (max: number = SEASON_LIMITS.nameMax) => text().max(max, atMost(max));

export const seasonSchema = object({
  id: text(),
  names: object({
    en: name().required(required),
    es: name(),
    de: name(),
    fr: name(),
    it: name(),
  }),
  ...dayRangeFields(M, SEASON_LIMITS.maxDays),
  scope: mixed<SeasonScope>().oneOf([...SEASON_SCOPES], required).defined(required),
  // The fleet has no target; a category is one of the site's; a car is a document id.
  target: text(M.target).test('target', message(M.target), function (target) {
    const scope: unknown = this.parent.scope;
    if (scope === 'category') return (CAR_CATEGORIES as readonly string[]).includes(target);
    if (scope === 'car') return target.length > 0 && target.length <= 128 && !target.includes('/');
    return true;
  }),
  rate: rate(),
  weekend: object({
    kind: mixed<WeekendKind>().oneOf([...WEEKEND_KINDS], required).default('same'),
    value: rateValue(),
  }),
});

export type SeasonFormValues = {
  id: string;
  names: { en: string; es: string; de: string; fr: string; it: string };
  startDate: string;
  endDate: string;
  scope: SeasonScope;
  target: string;
  rate: { kind: SeasonRateKind; value: number | string };
  weekend: { kind: WeekendKind; value: number | string };
};

export type SeasonInput = InferType<typeof seasonSchema>;

/** A validated form as the season it stores (without its id). */
export function seasonFromInput(input: SeasonInput): Omit<Season, 'id'> {
  const names: Season['names'] = {};
  for (const [lang, value] of Object.entries(input.names)) if (value) names[lang as keyof Season['names']] = value;
  const weekend = input.weekend;
  return {
    names,
    startDate: input.startDate,
    endDate: input.endDate,
    scope: input.scope,
    target: input.scope === 'fleet' ? '' : input.target,
    rate: { kind: input.rate.kind, value: Number(input.rate.value) },
    weekendRate: weekend.kind === 'same' || weekend.value === undefined ? null : { kind: weekend.kind, value: Number(weekend.value) },
  };
}

/** A stored season, or a new one starting on `today`, as the form holds it. */
export function seasonFormValues(season: Season | null, today: string): SeasonFormValues {
  if (!season) {
    return {
      id: '',
      names: { en: '', es: '', de: '', fr: '', it: '' },
      startDate: today,
      endDate: today,
      scope: 'fleet',
      target: '',
      rate: { kind: 'multiplier', value: '' },
      weekend: { kind: 'same', value: '' },
    };
  }
  const n = season.names;
  return {
    id: season.id,
    names: { en: n.en ?? '', es: n.es ?? '', de: n.de ?? '', fr: n.fr ?? '', it: n.it ?? '' },
    startDate: season.startDate,
    endDate: season.endDate,
    scope: season.scope,
    target: season.target,
    rate: { ...season.rate },
    weekend: season.weekendRate ? { ...season.weekendRate } : { kind: 'same', value: '' },
  };
}

/** `saveSeason`: the form's values (`id` empty for a new season); answers the season's id. */
export interface SaveSeasonResponse {
  seasonId: string;
}
/** `deleteSeason`. */
export interface DeleteSeasonRequest {
  seasonId: string;
}
