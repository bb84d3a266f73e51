import { buildCar } from '../../tests/builders';
import { carForList, carForPage, pageDataKeys } from './page-data';

const car = buildCar({
  description: 'A grand tourer.',
  descriptionTranslations: { en: 'A grand tourer.', es: 'Un gran turismo.', de: 'Ein Gran Turismo.', fr: 'Une GT.' },
  featuresTranslations: { en: ['Heated seats'], es: ['Asientos calefactados'], it: ['Sedili riscaldati'] },
});

describe('what a page embeds of a car', () => {
  it('keeps the page language and English, the fallback, and nothing of the other languages', () => {
    const embedded = carForPage(car, 'es');
    expect(embedded.descriptionTranslations).toEqual({ en: 'A grand tourer.', es: 'Un gran turismo.' });
    expect(embedded.featuresTranslations).toEqual({ en: ['Heated seats'], es: ['Asientos calefactados'] });
    expect(embedded).toMatchObject({ id: car.id, name: car.name, dailyPrice: car.dailyPrice, specifications: car.specifications });
  });

  it('keeps only English on an English page', () => {
    expect(carForPage(car, 'en').descriptionTranslations).toEqual({ en: 'A grand tourer.' });
  });

  it('drops every text a card does not show from a list', () => {
    const listed = carForList(car);
    expect(listed).toMatchObject({ description: '', descriptionTranslations: {}, featuresTranslations: {} });
    expect(listed).toMatchObject({ id: car.id, name: car.name, images: car.images, specifications: car.specifications });
  });
});

describe('page data keys', () => {
  it('name each query apart', () => {
    const keys = [
      pageDataKeys.latestCars(),
      pageDataKeys.latestCars(3),
      pageDataKeys.availableCars(),
      pageDataKeys.car('ferrari-roma-ab12cd'),
      pageDataKeys.blockedRanges('ab12cd'),
      pageDataKeys.discounts(),
      pageDataKeys.siteSettings(),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
