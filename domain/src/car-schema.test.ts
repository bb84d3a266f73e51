import { carFieldsOf, carSchema, carToForm, CAR_LIMITS, CAR_MESSAGES, CAR_PHOTO_LIMITS, emptyCarForm, photoProblem, termsForCategory } from './car-schema';
import { FORM_MESSAGES, validateForm, type FormErrors } from './forms';
import type { Car } from './model';
import { DEFAULT_RENTAL_TERMS } from './rental-terms';

function errorIds(input: unknown): Record<string, string> {
  const result = validateForm(carSchema, input);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields as FormErrors).map(([field, m]) => [field, m!.id]));
}

const stored: Car = {
  id: 'Ab12Cd34Ef',
  slugKey: 'ab12cd',
  name: 'Ferrari Roma Spider',
  brand: 'Ferrari',
  model: 'Roma Spider',
  year: 2024,
  location: 'Marbella',
  dailyPrice: 1450,
  category: 'convertibles',
  availabilityType: 'direct_booking',
  isAvailable: true,
  images: ['/cars/ferrari-roma-spider-1.jpg'],
  videoUrl: null,
  description: 'Old English text',
  descriptionTranslations: { en: 'A V8 convertible for the coast road.', es: 'Un descapotable V8.' },
  featuresTranslations: { en: ['Soft top', 'Launch control'], es: ['Capota de lona', 'Control de salida'] },
  specifications: { horsepower: 620, engine: '3.9 L V8 twin-turbo', seatingCapacity: 4, roofType: 'Soft top', customKey: 'kept' },
  rentalTerms: DEFAULT_RENTAL_TERMS.convertibles,
  createdAt: 1,
};

describe('the fleet editor schema', () => {
  it('takes a stored car as its form shows it and gives back the stored fields', () => {
    const result = validateForm(carSchema, carToForm(stored));
    expect(result.ok).toBe(true);
    const fields = carFieldsOf(result.ok ? result.value : (undefined as never));
    expect(fields).toMatchObject({
      name: 'Ferrari Roma Spider',
      year: 2024,
      dailyPrice: 1450,
      description: 'A V8 convertible for the coast road.',
      features: ['Soft top', 'Launch control'],
      videoUrl: null,
      images: ['/cars/ferrari-roma-spider-1.jpg'],
      rentalTerms: DEFAULT_RENTAL_TERMS.convertibles,
    });
    // Empty specifications are left out; numbers stay numbers.
    expect(fields.specifications).toEqual({ horsepower: 620, engine: '3.9 L V8 twin-turbo', seatingCapacity: 4, roofType: 'Soft top' });
  });

  it('reads typed numbers, trims text and drops blank features', () => {
    const form = { ...carToForm(stored), dailyPrice: ' 990 ', year: '2023', features: ['  Carbon brakes ', '', '   '] };
    form.specifications = { ...form.specifications, horsepower: '700', topSpeed: ' 320 km/h ' };
    const result = validateForm(carSchema, form);
    expect(result.ok && [result.value.dailyPrice, result.value.year, result.value.features, result.value.specifications.topSpeed]).toEqual([
      990,
      2023,
      ['Carbon brakes'],
      '320 km/h',
    ]);
  });

  it('refuses an empty new car on every required field', () => {
    expect(errorIds(emptyCarForm(2026))).toEqual({
      name: CAR_MESSAGES.required.id,
      brand: CAR_MESSAGES.required.id,
      model: CAR_MESSAGES.required.id,
      category: CAR_MESSAGES.category.id,
      location: CAR_MESSAGES.required.id,
      dailyPrice: CAR_MESSAGES.price.id,
      description: CAR_MESSAGES.required.id,
      'rentalTerms.depositEur': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.includedKmPerDay': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.extraKmEur': CAR_MESSAGES.centsTerm.id,
      'rentalTerms.minDriverAge': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.minLicenceYears': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.insuranceExcessEur': CAR_MESSAGES.wholeTerm.id,
    });
  });

  it("stores the rental terms as typed, the extra kilometre's price to the cent, and refuses terms out of range", () => {
    const form = carToForm(stored);
    const typed = { ...form, rentalTerms: { depositEur: ' 12000 ', includedKmPerDay: '150', extraKmEur: '6.5', minDriverAge: '30', minLicenceYears: '5', insuranceExcessEur: '24000' } };
    const result = validateForm(carSchema, typed);
    expect(result.ok && carFieldsOf(result.value).rentalTerms).toEqual({
      depositEur: 12000,
      includedKmPerDay: 150,
      extraKmEur: 6.5,
      minDriverAge: 30,
      minLicenceYears: 5,
      insuranceExcessEur: 24000,
    });
    expect(
      errorIds({ ...form, rentalTerms: { depositEur: 100_001, includedKmPerDay: 2.5, extraKmEur: 3.555, minDriverAge: 17, minLicenceYears: -1, insuranceExcessEur: 200_001 } }),
    ).toEqual({
      'rentalTerms.depositEur': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.includedKmPerDay': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.extraKmEur': CAR_MESSAGES.centsTerm.id,
      'rentalTerms.minDriverAge': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.minLicenceYears': CAR_MESSAGES.wholeTerm.id,
      'rentalTerms.insuranceExcessEur': CAR_MESSAGES.wholeTerm.id,
    });
  });

  it('holds every number and list to its range', () => {
    const form = carToForm(stored);
    expect(
      errorIds({
        ...form,
        year: 1949,
        dailyPrice: 10.5,
        availabilityType: 'maybe',
        specifications: { ...form.specifications, horsepower: -1, seatingCapacity: 12 },
        features: Array.from({ length: CAR_LIMITS.features + 1 }, (_, i) => `Feature ${i}`),
      }),
    ).toEqual({
      year: CAR_MESSAGES.year.id,
      dailyPrice: CAR_MESSAGES.price.id,
      availabilityType: CAR_MESSAGES.availability.id,
      'specifications.horsepower': CAR_MESSAGES.horsepower.id,
      'specifications.seatingCapacity': CAR_MESSAGES.seats.id,
      features: CAR_MESSAGES.features.id,
    });
    expect(errorIds({ ...form, name: 'x'.repeat(CAR_LIMITS.name + 1) })).toEqual({ name: FORM_MESSAGES.atMost.id });
  });

  it('takes a video only over https and photos only from the site or its uploads', () => {
    const form = carToForm(stored);
    expect(errorIds({ ...form, videoUrl: 'http://example.com/v.mp4' })).toEqual({ videoUrl: CAR_MESSAGES.videoUrl.id });
    expect(errorIds({ ...form, videoUrl: 'https://videos.example.com/roma.mp4' })).toEqual({});
    expect(errorIds({ ...form, images: ['/photos/abcdef1.jpg', 'https://evil.example/x.jpg'] })).toEqual({ 'images[1]': CAR_MESSAGES.photos.id });
    expect(errorIds({ ...form, images: Array.from({ length: CAR_LIMITS.photos + 1 }, () => '/cars/a.jpg') })).toEqual({
      images: CAR_MESSAGES.photos.id,
    });
  });

  it('refuses a forged type: a number where text belongs, text where a switch belongs', () => {
    const form = carToForm(stored);
    expect(errorIds({ ...form, name: 42, isAvailable: 'yes' })).toEqual({ name: FORM_MESSAGES.notText.id, isAvailable: FORM_MESSAGES.notText.id });
  });
});

describe('a chosen photo', () => {
  it('is a JPEG, PNG or WebP of at most 10 MB; its type is named first', () => {
    for (const type of CAR_PHOTO_LIMITS.types) expect(photoProblem({ type, size: CAR_PHOTO_LIMITS.maxBytes })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: CAR_PHOTO_LIMITS.maxBytes + 1 })).toEqual({ ...CAR_MESSAGES.photoSize, values: { max: 10 } });
    expect(photoProblem({ type: 'image/svg+xml', size: 100 })).toBe(CAR_MESSAGES.photoType);
    expect(photoProblem({ type: 'text/html', size: CAR_PHOTO_LIMITS.maxBytes + 1 })).toBe(CAR_MESSAGES.photoType);
  });
});

describe("a new car's terms as staff choose its category", () => {
  it("take the category's defaults where empty or still the previous category's, and keep what staff typed", () => {
    const empty = emptyCarForm(2026).rentalTerms;
    expect(termsForCategory(empty, '', 'supercars')).toEqual(DEFAULT_RENTAL_TERMS.supercars);
    const typed = { ...DEFAULT_RENTAL_TERMS.supercars, depositEur: '7777' };
    expect(termsForCategory(typed, 'supercars', 'electric_hybrid')).toEqual({ ...DEFAULT_RENTAL_TERMS.electric_hybrid, depositEur: '7777' });
  });
});
