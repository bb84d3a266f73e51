/**
 * Translation status of the fleet's content: which car texts count as translated, the status of
 * each car in each language, the grid's summary, which cars the batch
 * translates, and what a machine translation of one car must fill in. The
 * translation manager and the `translateCar` function share these rules.
 */
import { LANGUAGES, TARGET_LANGS, type Lang } from './languages';
import type { Car } from './model';

/** Languages a car's content is translated into; English is the source. */
export const TRANSLATION_TARGETS = TARGET_LANGS;
export type TranslationTarget = (typeof TRANSLATION_TARGETS)[number];

/** The batch waits this long between two cars. */
export const BATCH_DELAY_MS = 2000;

/** The hot hatch the translation manager's single-car button translates: the demo Audi RS3. */
export const RS3_CAR_ID = 'gikA6sgQqCyxxmumyUDL';

export type TranslationStatus = 'complete' | 'partial' | 'none';

/** The fields the status rules read. */
export type TranslatableCar = Pick<Car, 'description' | 'descriptionTranslations' | 'featuresTranslations'>;

/** The English source text: the `en` entry, else the car's `description` (as the car page falls back). */
export function englishDescription(car: TranslatableCar): string {
  return car.descriptionTranslations?.en?.trim() || (car.description ?? '').trim();
}

export function englishFeatures(car: TranslatableCar): string[] {
  return cleanFeatures(car.featuresTranslations?.en);
}

/** A feature list as stored, without blank lines; anything that is not a list of text is no list. */
export function cleanFeatures(features: unknown): string[] {
  if (!Array.isArray(features)) return [];
  return features.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Translated if non-empty and different from English. English itself always counts. */
export function isDescriptionTranslated(car: TranslatableCar, lang: Lang): boolean {
  if (lang === 'en') return true;
  const text = car.descriptionTranslations?.[lang]?.trim() ?? '';
  return text !== '' && text !== englishDescription(car);
}

/** Translated if non-empty and different from the English list. English itself always counts. */
export function areFeaturesTranslated(car: TranslatableCar, lang: Lang): boolean {
  if (lang === 'en') return true;
  const features = cleanFeatures(car.featuresTranslations?.[lang]);
  return features.length > 0 && !sameList(features, englishFeatures(car));
}

/** Complete when both parts are translated, partial when one is, none otherwise; English is always complete. */
export function translationStatus(car: TranslatableCar, lang: Lang): TranslationStatus {
  if (lang === 'en') return 'complete';
  const done = Number(isDescriptionTranslated(car, lang)) + Number(areFeaturesTranslated(car, lang));
  return done === 2 ? 'complete' : done === 1 ? 'partial' : 'none';
}

export function translationStatuses(car: TranslatableCar): Record<Lang, TranslationStatus> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translationStatus(car, lang)])) as Record<Lang, TranslationStatus>;
}

export interface TranslationSummary {
  totalCars: number;
  /** Cars x 5 languages. */
  totalSlots: number;
  complete: number;
  partial: number;
  /** Slots with status none. */
  missing: number;
  /** complete / totalSlots as a whole percent; 0 for no cars. */
  completionRate: number;
}

export function translationSummary(cars: readonly TranslatableCar[]): TranslationSummary {
  let complete = 0;
  let partial = 0;
  let missing = 0;
  for (const car of cars) {
    for (const lang of LANGUAGES) {
      const status = translationStatus(car, lang);
      if (status === 'complete') complete += 1;
      else if (status === 'partial') partial += 1;
      else missing += 1;
    }
  }
  const totalSlots = cars.length * LANGUAGES.length;
  return {
    totalCars: cars.length,
    totalSlots,
    complete,
    partial,
    missing,
    completionRate: totalSlots === 0 ? 0 : Math.round((complete / totalSlots) * 100),
  };
}

/**
 * For any of es, de, fr, it, the description or the
 * features entry is missing (absent, blank or an empty list), or the
 * description equals the English one. This is what the batch translates.
 */
export function needsTranslation(car: TranslatableCar): boolean {
  const english = englishDescription(car);
  return TRANSLATION_TARGETS.some((lang) => {
    const description = car.descriptionTranslations?.[lang]?.trim() ?? '';
    return description === '' || description === english || cleanFeatures(car.featuresTranslations?.[lang]).length === 0;
  });
}

/** What a machine translation of a car fills in for one language: the parts not translated yet (and with a source). */
export interface TranslationGaps {
  description: boolean;
  features: boolean;
}

export function translationGaps(car: TranslatableCar, lang: TranslationTarget): TranslationGaps {
  return {
    description: englishDescription(car) !== '' && !isDescriptionTranslated(car, lang),
    features: englishFeatures(car).length > 0 && !areFeaturesTranslated(car, lang),
  };
}

/** Feature lists are edited one feature per line. */
export function featuresFromLines(text: string): string[] {
  return cleanFeatures(text.split(/\r?\n/));
}

export function featuresToLines(features: readonly string[] | undefined): string {
  return (features ?? []).join('\n');
}

/**
 * The refusal of `translateCar` when no machine-translation service is
 * configured; the translation manager recognises it and says it in
 * the admin's language.
 */
export const TRANSLATION_NOT_CONFIGURED_MESSAGE =
  'Machine translation is not configured on this server. Set GOOGLE_TRANSLATE_PROJECT to enable Google Cloud Translation, or edit the translations by hand.';

/** `translateCar` callable: machine-translates one car's missing texts into the target languages. */
export interface TranslateCarRequest {
  carId: string;
}

export type TranslatedPart = 'description' | 'features';

export interface TranslateCarResponse {
  carId: string;
  name: string;
  /** What was machine-translated and stored, per language; languages already translated are absent. */
  filled: Partial<Record<TranslationTarget, TranslatedPart[]>>;
}

/** `translationStatus` callable: whether machine translation can work on this server. */
export interface TranslationServiceStatus {
  configured: boolean;
}
