/** Reading a stored car document into the domain's `Car`, on both sides. */
import { LANGUAGES, type Lang } from './languages';
import type { Car, CarSpecifications } from './model';
import { rentalTermsOf } from './rental-terms';
import { CAR_CATEGORIES, type CarCategory } from './site';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function byLanguage<T>(value: unknown, read: (entry: unknown) => T | null): Partial<Record<Lang, T>> {
  const result: Partial<Record<Lang, T>> = {};
  if (!isRecord(value)) return result;
  for (const lang of LANGUAGES) {
    const entry = read(value[lang]);
    if (entry !== null) result[lang] = entry;
  }
  return result;
}

function specifications(value: unknown): CarSpecifications | null {
  if (!isRecord(value)) return null;
  const specs: CarSpecifications = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry))) specs[key] = entry;
  }
  return specs;
}

/**
 * A stored car document as the pages show it, the same on the server (the
 * page it renders, with the data embedded) and in the browser (the live
 * answer that takes over, equal to the embedded data when nothing changed).
 * The document is written by admins and the seed, but a page must never fail
 * on a field of the wrong type: each one falls back to empty.
 */
export function carFromData(id: string, data: Record<string, unknown>): Car {
  const category = text(data.category);
  const validCategory = ((CAR_CATEGORIES as readonly string[]).includes(category) ? category : 'supercars') as CarCategory;
  return {
    id,
    slugKey: text(data.slugKey) || id.slice(0, 6).toLowerCase(),
    name: text(data.name),
    brand: text(data.brand),
    model: text(data.model),
    year: number(data.year),
    location: text(data.location),
    dailyPrice: number(data.dailyPrice),
    category: validCategory,
    availabilityType: text(data.availabilityType),
    isAvailable: data.isAvailable === true,
    images: strings(data.images),
    videoUrl: text(data.videoUrl) || null,
    description: text(data.description),
    descriptionTranslations: byLanguage(data.descriptionTranslations, (entry) => (typeof entry === 'string' ? entry : null)),
    featuresTranslations: byLanguage(data.featuresTranslations, (entry) => (Array.isArray(entry) ? strings(entry) : null)),
    specifications: specifications(data.specifications),
    rentalTerms: rentalTermsOf({ category: validCategory, rentalTerms: data.rentalTerms }),
    createdAt: number(data.createdAt),
  };
}

