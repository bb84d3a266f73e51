/**
 * The extra form's rules, shared by the back office's extras editor and the
 * `saveExtra` callable: an English name (the other languages optional) and
 * optional descriptions, a kind, a price per day or per rental in whole
 * euros, an optional cap for a per-day price, the cars it is offered for
 * (all, a category, or a list of cars), whether it is offered now, and its
 * place in the list.
 */
import { array, boolean, mixed, object, type InferType } from 'yup';
import { atMost, message, text, typedNumber, type FormMessage } from './forms';
import { CAR_CATEGORIES } from './site';
import { EXTRA_KINDS, EXTRA_LIMITS, EXTRA_PRICINGS, EXTRA_SCOPES, type Extra, type ExtraKind, type ExtraPricing, type ExtraScope } from './extras';

export const EXTRA_MESSAGES = {
  required: /*i18n*/ { id: 'form.extra.required', message: 'This field is required' },
  price: /*i18n*/ { id: 'form.extra.price', message: 'A whole number of euros from 1 to 10,000' },
  cap: /*i18n*/ { id: 'form.extra.cap', message: 'A whole number of euros, at least the price of one day and at most 100,000' },
  category: /*i18n*/ { id: 'form.extra.category', message: 'Choose a category' },
  cars: /*i18n*/ { id: 'form.extra.cars', message: 'Choose from 1 to 30 cars' },
} satisfies Record<string, FormMessage>;

const M = EXTRA_MESSAGES;
const required = message(M.required);
const L = EXTRA_LIMITS;

const isWholeIn = (value: number, limits: { min: number; max: number }) =>
  Number.isInteger(value) && value >= limits.min && value <= limits.max;

const texts = (max: number, englishRequired: boolean) => {
  const one = () => text().max(max, atMost(max));
  return object({
    en: englishRequired ? one().required(required) : one(),
    es: one(),
    de: one(),
    fr: one(),
    it: one(),
  });
};

export const extraSchema = object({
  id: text(),
  kind: mixed<ExtraKind>().oneOf([...EXTRA_KINDS], required).defined(required),
  names: texts(L.nameMax, true),
  descriptions: texts(L.descriptionMax, false),
  pricing: mixed<ExtraPricing>().oneOf([...EXTRA_PRICINGS], required).defined(required),
  price: typedNumber(M.price)
    .required(required)
    .test('price', message(M.price), (value) => isWholeIn(value, L.price)),
  // Only a per-day price has a cap; left empty, the extra costs every day however long the stay.
  cap: typedNumber(M.cap).test('cap', message(M.cap), function (value) {
    if (value === undefined || this.parent.pricing !== 'per-day') return true;
    const price: unknown = this.parent.price;
    return isWholeIn(value, L.cap) && (typeof price !== 'number' || value >= price);
  }),
  scope: mixed<ExtraScope>().oneOf([...EXTRA_SCOPES], required).defined(required),
  category: text(M.category).test('category', message(M.category), function (category) {
    return this.parent.scope !== 'category' || (CAR_CATEGORIES as readonly string[]).includes(category);
  }),
  carIds: array(text().max(128).matches(/^[A-Za-z0-9_-]+$/, message(M.cars)))
    .default([])
    .test('cars', message(M.cars), function (cars) {
      return this.parent.scope !== 'cars' || (cars.length >= 1 && cars.length <= L.cars && new Set(cars).size === cars.length);
    }),
  isActive: boolean().default(true),
  position: typedNumber(M.required).integer(required).min(0, required).max(1000, required).default(0),
});

export type ExtraInput = InferType<typeof extraSchema>;

export type ExtraFormValues = {
  id: string;
  kind: ExtraKind;
  names: { en: string; es: string; de: string; fr: string; it: string };
  descriptions: { en: string; es: string; de: string; fr: string; it: string };
  pricing: ExtraPricing;
  price: number | string;
  cap: number | string;
  scope: ExtraScope;
  category: string;
  carIds: string[];
  isActive: boolean;
  position: number | string;
};

function filled(values: Record<string, string | undefined>): Partial<Record<keyof ExtraFormValues['names'], string>> {
  const kept: Record<string, string> = {};
  for (const [lang, value] of Object.entries(values)) if (value) kept[lang] = value;
  return kept;
}

/** A validated form as the extra it stores (without its id). */
export function extraFromInput(input: ExtraInput): Omit<Extra, 'id'> {
  const targets = input.scope === 'category' ? [input.category] : input.scope === 'cars' ? [...input.carIds] : [];
  return {
    kind: input.kind,
    names: filled(input.names),
    descriptions: filled(input.descriptions),
    pricing: input.pricing,
    price: input.price,
    cap: input.pricing === 'per-day' && input.cap !== undefined ? input.cap : null,
    scope: input.scope,
    targets,
    isActive: input.isActive,
    position: input.position,
  };
}

const allLangs = (texts: Partial<Record<string, string>>) => ({
  en: texts.en ?? '',
  es: texts.es ?? '',
  de: texts.de ?? '',
  fr: texts.fr ?? '',
  it: texts.it ?? '',
});

/** A stored extra, or a new one placed after `nextPosition - 1`, as the form holds it. */
export function extraFormValues(extra: Extra | null, nextPosition = 0): ExtraFormValues {
  if (!extra) {
    return {
      id: '',
      kind: 'other',
      names: allLangs({}),
      descriptions: allLangs({}),
      pricing: 'per-day',
      price: '',
      cap: '',
      scope: 'all',
      category: '',
      carIds: [],
      isActive: true,
      position: nextPosition,
    };
  }
  return {
    id: extra.id,
    kind: extra.kind,
    names: allLangs(extra.names),
    descriptions: allLangs(extra.descriptions),
    pricing: extra.pricing,
    price: extra.price,
    cap: extra.cap ?? '',
    scope: extra.scope,
    category: extra.scope === 'category' ? (extra.targets[0] ?? '') : '',
    carIds: extra.scope === 'cars' ? [...extra.targets] : [],
    isActive: extra.isActive,
    position: extra.position,
  };
}

/** `saveExtra`: the form's values (`id` empty for a new extra); answers the extra's id. */
export interface SaveExtraResponse {
  extraId: string;
}
/** `deleteExtra`. */
export interface DeleteExtraRequest {
  extraId: string;
}
