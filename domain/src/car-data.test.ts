import { carFromData } from './car-data';

describe('carFromData', () => {
  it('reads a stored car, with English and other languages kept apart', () => {
    const car = carFromData('Ab12Cd34', {
      name: 'Ferrari Roma',
      brand: 'Ferrari',
      model: 'Roma',
      year: 2024,
      dailyPrice: 1200,
      category: 'grand-tourers',
      availabilityType: 'direct_booking',
      isAvailable: true,
      images: ['/cars/roma-1.jpg'],
      descriptionTranslations: { en: 'A grand tourer', es: 'Un gran turismo', xx: 'ignored' },
      featuresTranslations: { de: ['Sitzheizung'] },
      specifications: { horsepower: 620, engine: 'V8', broken: { nested: true } },
      createdAt: 5,
    });
    expect(car).toMatchObject({ id: 'Ab12Cd34', slugKey: 'ab12cd', name: 'Ferrari Roma', dailyPrice: 1200, videoUrl: null });
    expect(car.descriptionTranslations).toEqual({ en: 'A grand tourer', es: 'Un gran turismo' });
    expect(car.featuresTranslations).toEqual({ de: ['Sitzheizung'] });
    expect(car.specifications).toEqual({ horsepower: 620, engine: 'V8' });
  });

  it('never fails on a field of the wrong type: each falls back to empty', () => {
    const car = carFromData('x', { name: 42, year: 'new', dailyPrice: Number.NaN, category: 'boats', images: 'one', isAvailable: 'yes', specifications: [] });
    expect(car).toMatchObject({ name: '', year: 0, dailyPrice: 0, category: 'supercars', images: [], isAvailable: false, specifications: null });
  });
});
