/**
 * A car as staff edit it in the fleet editor: every field of a car
 * plus a video URL, checked by one schema. The editor's form (formik) and the
 * `saveCar` callable validate with `carSchema`; the Firestore rules'
 * `isValidCar` holds the same limits (`CAR_LIMITS`) for any other write. The
 * form and the `addCarPhoto` callable both hold a photo to `CAR_PHOTO_LIMITS`.
 */
import { array, boolean, mixed, object } from 'yup';
import { atMost, FORM_MESSAGES, message, text, typedNumber, type FormMessage } from './forms';
import { isCarPhotoUrl } from './images';
import { SPEC_KEYS, SPEC_NUMBER_KEYS, type Car, type CarSpecifications } from './model';
import { DEFAULT_RENTAL_TERMS, RENTAL_TERM_KEYS, RENTAL_TERM_LIMITS, type RentalTermKey, type RentalTerms } from './rental-terms';
import { CAR_CATEGORIES, DIRECT_BOOKING, type CarCategory } from './site';
import { TRANSLATION_LIMITS } from './translations-schema';

/** Keep in step with `isValidCar` in firestore.rules (a rules test writes cars at these limits). */
export const CAR_LIMITS = {
  name: 200,
  brand: 100,
  model: 100,
  location: 120,
  description: 5000,
  /** As the translations' (TRANSLATION_LIMITS): a language's list may be no longer than English's. */
  feature: TRANSLATION_LIMITS.feature,
  features: TRANSLATION_LIMITS.features,
  specification: 120,
  videoUrl: 500,
  photos: 12,
  minYear: 1950,
  maxYear: 2100,
  maxDailyPrice: 100_000,
  maxHorsepower: 3000,
  maxSeats: 9,
} as const;

/** Uploads: photos of at most 10 MB, as JPEG, PNG or WebP (checked by the form, then by the function from the bytes). */
export const CAR_PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Why a chosen photo cannot be a car photo (its type, then its size), or null: the form asks before sending, `addCarPhoto` again from the bytes. */
export function photoProblem({ type, size }: { type: string; size: number }): FormMessage | null {
  if (!(CAR_PHOTO_LIMITS.types as readonly string[]).includes(type)) return CAR_MESSAGES.photoType;
  if (size > CAR_PHOTO_LIMITS.maxBytes) return { ...CAR_MESSAGES.photoSize, values: { max: CAR_PHOTO_LIMITS.maxBytes / (1024 * 1024) } };
  return null;
}

/** The availability types the editor offers: the site reads any other value as on request. */
export const AVAILABILITY_TYPES = [DIRECT_BOOKING, 'on_request'] as const;

type NumberKey = (typeof SPEC_NUMBER_KEYS)[number];
/** The specification keys with text values, in the car page's order. */
export const SPEC_TEXT_KEYS = SPEC_KEYS.filter((key): key is Exclude<(typeof SPEC_KEYS)[number], NumberKey> => !(SPEC_NUMBER_KEYS as readonly string[]).includes(key));
export type SpecTextKey = (typeof SPEC_TEXT_KEYS)[number];
export type SpecNumberKey = NumberKey;

export const CAR_MESSAGES = {
  required: /*i18n*/ { id: 'form.car.required', message: 'This field is required' },
  year: /*i18n*/ { id: 'form.car.year', message: 'A year from {min} to {max}' },
  price: /*i18n*/ { id: 'form.car.price', message: 'Whole euros, from 1 to {max}' },
  category: /*i18n*/ { id: 'form.car.category', message: 'Choose a category' },
  availability: /*i18n*/ { id: 'form.car.availability', message: 'Choose how the car is booked' },
  horsepower: /*i18n*/ { id: 'form.car.horsepower', message: 'A whole number from 0 to {max}' },
  seats: /*i18n*/ { id: 'form.car.seats', message: 'A whole number from 1 to {max}' },
  features: /*i18n*/ { id: 'form.car.features', message: 'At most {max} features of {length} characters each' },
  videoUrl: /*i18n*/ { id: 'form.car.video-url', message: 'A web address starting with https://' },
  photos: /*i18n*/ { id: 'form.car.photos', message: 'At most {max} photos, uploaded here or shipped with the site' },
  photoType: /*i18n*/ { id: 'form.car.photo-type', message: 'Choose a JPEG, PNG or WebP image' },
  photoSize: /*i18n*/ { id: 'form.car.photo-size', message: 'Choose an image of at most {max} MB' },
  hasOrders: /*i18n*/ { id: 'form.car.has-orders', message: 'This car has orders, so it cannot be deleted. Hide it instead.' },
  wholeTerm: /*i18n*/ { id: 'form.car.whole-term', message: 'A whole number from {min} to {max}' },
  centsTerm: /*i18n*/ { id: 'form.car.cents-term', message: 'An amount from {min} to {max}, with at most two decimals' },
} satisfies Record<string, FormMessage>;

const M = CAR_MESSAGES;

const wholeNumber = (wrong: FormMessage, min: number, max: number) =>
  typedNumber(wrong).integer(message(wrong)).min(min, message(wrong)).max(max, message(wrong));

const requiredText = (max: number) => text().required(message(M.required)).max(max, atMost(max));

const featuresMessage = message({ ...M.features, values: { max: CAR_LIMITS.features, length: CAR_LIMITS.feature } });

const specifications = object({
  ...Object.fromEntries(SPEC_TEXT_KEYS.map((key) => [key, text().max(CAR_LIMITS.specification, atMost(CAR_LIMITS.specification))])),
  horsepower: wholeNumber({ ...M.horsepower, values: { max: CAR_LIMITS.maxHorsepower } }, 0, CAR_LIMITS.maxHorsepower),
  seatingCapacity: wholeNumber({ ...M.seats, values: { max: CAR_LIMITS.maxSeats } }, 1, CAR_LIMITS.maxSeats),
} as Record<SpecTextKey, ReturnType<typeof text>> & Record<SpecNumberKey, ReturnType<typeof typedNumber>>);

/** Each rental term: whole numbers within its limits, the extra kilometre's price to the cent. */
const rentalTerms = object(
  Object.fromEntries(
    RENTAL_TERM_KEYS.map((key) => {
      const { min, max } = RENTAL_TERM_LIMITS[key];
      if (key !== 'extraKmEur') {
        const wrong = { ...M.wholeTerm, values: { min, max } };
        return [key, wholeNumber(wrong, min, max).required(message(wrong))];
      }
      const wrong = message({ ...M.centsTerm, values: { min, max } });
      return [key, typedNumber({ ...M.centsTerm, values: { min, max } }).min(min, wrong).max(max, wrong).test('cents', wrong, (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6).required(wrong)];
    }),
  ) as Record<RentalTermKey, ReturnType<typeof typedNumber>>,
);

const yearMessage = { ...M.year, values: { min: CAR_LIMITS.minYear, max: CAR_LIMITS.maxYear } };
const priceMessage = { ...M.price, values: { max: CAR_LIMITS.maxDailyPrice } };

export const carSchema = object({
  name: requiredText(CAR_LIMITS.name),
  brand: requiredText(CAR_LIMITS.brand),
  model: requiredText(CAR_LIMITS.model),
  year: wholeNumber(yearMessage, CAR_LIMITS.minYear, CAR_LIMITS.maxYear).required(message(yearMessage)),
  category: mixed<CarCategory>()
    .oneOf(CAR_CATEGORIES, message(M.category))
    .required(message(M.category)),
  availabilityType: mixed<(typeof AVAILABILITY_TYPES)[number]>()
    .oneOf(AVAILABILITY_TYPES, message(M.availability))
    .required(message(M.availability)),
  location: requiredText(CAR_LIMITS.location),
  dailyPrice: wholeNumber(priceMessage, 1, CAR_LIMITS.maxDailyPrice).required(message(priceMessage)),
  isAvailable: boolean().strict().typeError(message(FORM_MESSAGES.notText)).default(true),
  description: requiredText(CAR_LIMITS.description),
  /** The English features, one per entry; blank entries are dropped. */
  features: array(text().max(CAR_LIMITS.feature, featuresMessage))
    .transform((value: unknown) => (Array.isArray(value) ? value.filter((entry) => typeof entry !== 'string' || entry.trim() !== '') : value))
    .max(CAR_LIMITS.features, featuresMessage)
    .default([]),
  specifications,
  rentalTerms,
  videoUrl: text()
    .max(CAR_LIMITS.videoUrl, atMost(CAR_LIMITS.videoUrl))
    .matches(/^https:\/\/[^\s"'<>]+$/, { message: message(M.videoUrl), excludeEmptyString: true }),
  images: array(
    text().test('photo', message({ ...M.photos, values: { max: CAR_LIMITS.photos } }), (url) => isCarPhotoUrl(url)),
  )
    .max(CAR_LIMITS.photos, message({ ...M.photos, values: { max: CAR_LIMITS.photos } }))
    .default([]),
});

export type CarInput = ReturnType<typeof carSchema.validateSync>;

/** The form's values: what a number field holds may be text while typed. */
export interface CarFormValues {
  name: string;
  brand: string;
  model: string;
  year: number | string;
  category: CarCategory | '';
  availabilityType: string;
  location: string;
  dailyPrice: number | string;
  isAvailable: boolean;
  description: string;
  features: string[];
  specifications: Record<SpecTextKey, string> & Record<SpecNumberKey, number | string>;
  /** Empty for a new car until staff fill them in (or choose a category, which offers its defaults). */
  rentalTerms: Record<RentalTermKey, number | string>;
  videoUrl: string;
  images: string[];
}

/** An empty form for a new car: on request, hidden until staff show it. */
export function emptyCarForm(year: number): CarFormValues {
  return {
    name: '',
    brand: '',
    model: '',
    year,
    category: '',
    availabilityType: DIRECT_BOOKING,
    location: '',
    dailyPrice: '',
    isAvailable: false,
    description: '',
    features: [],
    specifications: {
      ...(Object.fromEntries(SPEC_TEXT_KEYS.map((key) => [key, ''])) as Record<SpecTextKey, string>),
      horsepower: '',
      seatingCapacity: '',
    },
    rentalTerms: Object.fromEntries(RENTAL_TERM_KEYS.map((key) => [key, ''])) as Record<RentalTermKey, string>,
    videoUrl: '',
    images: [],
  };
}

/**
 * A new car's terms once staff choose `category`: each term still empty, or
 * still the default of the category chosen before, takes the new category's
 * default; whatever staff typed stays.
 */
export function termsForCategory(
  terms: CarFormValues['rentalTerms'],
  previous: CarFormValues['category'],
  category: CarCategory,
): CarFormValues['rentalTerms'] {
  const defaults = DEFAULT_RENTAL_TERMS[category];
  const filled = previous ? DEFAULT_RENTAL_TERMS[previous] : null;
  return Object.fromEntries(
    RENTAL_TERM_KEYS.map((key) => {
      const value = terms[key];
      const untouched = value === '' || (filled !== null && Number(value) === filled[key]);
      return [key, untouched ? defaults[key] : value];
    }),
  ) as CarFormValues['rentalTerms'];
}

/** A stored car as the editor's form shows it (English text, missing values empty). */
export function carToForm(car: Car): CarFormValues {
  const specs = car.specifications ?? {};
  const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? value : '');
  return {
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    category: car.category,
    availabilityType: car.availabilityType === DIRECT_BOOKING ? DIRECT_BOOKING : 'on_request',
    location: car.location,
    dailyPrice: car.dailyPrice,
    isAvailable: car.isAvailable,
    description: car.descriptionTranslations.en ?? car.description,
    features: [...(car.featuresTranslations.en ?? [])],
    specifications: {
      ...(Object.fromEntries(SPEC_TEXT_KEYS.map((key) => [key, textOf(specs[key])])) as Record<SpecTextKey, string>),
      horsepower: numberOf(specs.horsepower),
      seatingCapacity: numberOf(specs.seatingCapacity),
    },
    rentalTerms: { ...car.rentalTerms },
    videoUrl: car.videoUrl ?? '',
    images: [...car.images],
  };
}

/**
 * The stored fields a saved form sets: empty specifications are left out, the
 * English description and features are the sources the translations follow.
 * Keys other than the editor's already on the car (other specification keys, the
 * other languages) are the server's to keep.
 */
export function carFieldsOf(input: CarInput) {
  const specs: CarSpecifications = {};
  for (const key of SPEC_TEXT_KEYS) if (input.specifications[key]) specs[key] = input.specifications[key];
  for (const key of SPEC_NUMBER_KEYS) if (typeof input.specifications[key] === 'number') specs[key] = input.specifications[key];
  return {
    name: input.name,
    brand: input.brand,
    model: input.model,
    year: input.year,
    category: input.category,
    availabilityType: input.availabilityType,
    location: input.location,
    dailyPrice: input.dailyPrice,
    isAvailable: input.isAvailable,
    description: input.description,
    features: input.features,
    specifications: specs,
    rentalTerms: input.rentalTerms as RentalTerms,
    videoUrl: input.videoUrl || null,
    images: input.images,
  };
}

/** `saveCar`: a new car without `carId`, else the car to change. */
export interface SaveCarRequest {
  carId?: string;
  car: unknown;
}
export interface SaveCarResponse {
  carId: string;
  slug: string;
}
/** `deleteCar`: refused with `details.reason: 'has-orders'` when any order names the car. */
export interface DeleteCarRequest {
  carId: string;
}
/** `addCarPhoto`: the chosen file, base64, becomes a photo (`/photos/<id>.jpg`) and its variants. */
export interface AddCarPhotoRequest {
  contentType: string;
  data: string;
}
export interface AddCarPhotoResponse {
  url: string;
}
