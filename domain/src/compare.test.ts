import { DEFAULT_RENTAL_TERMS, type RentalTerms } from './rental-terms';
import type { Car } from './model';
import {
  addToCompare,
  COMPARE_MAX,
  compareEntryOf,
  parseCompareList,
  removeFromCompare,
  replaceInCompare,
  type CompareEntry,
} from './compare';
import { compareHighlights, refreshCompareList } from './compare-board';

function car(id: string, overrides: Partial<Car> = {}): Car {
  return {
    id,
    slugKey: id.slice(0, 6).toLowerCase(),
    name: `Car ${id}`,
    brand: 'Ferrari',
    model: '296 GTB',
    year: 2024,
    location: 'Marbella',
    dailyPrice: 1500,
    category: 'supercars',
    availabilityType: 'direct_booking',
    isAvailable: true,
    images: [`/cars/${id}.webp`, '/cars/second.webp'],
    videoUrl: null,
    description: '',
    descriptionTranslations: {},
    featuresTranslations: {},
    specifications: { horsepower: 830, seatingCapacity: 2 },
    rentalTerms: DEFAULT_RENTAL_TERMS.supercars,
    createdAt: 0,
    ...overrides,
  };
}

const entry = (id: string, overrides: Partial<Car> = {}): CompareEntry => compareEntryOf(car(id, overrides));

describe('compare entries', () => {
  it('keep what the compare page shows, with the first photo', () => {
    expect(compareEntryOf(car('a1'))).toEqual({
      id: 'a1',
      name: 'Car a1',
      brand: 'Ferrari',
      model: '296 GTB',
      year: 2024,
      dailyPrice: 1500,
      image: '/cars/a1.webp',
      horsepower: 830,
      seatingCapacity: 2,
      rentalTerms: DEFAULT_RENTAL_TERMS.supercars,
    });
  });

  it('have no photo, horsepower or seats when the car has none', () => {
    const bare = compareEntryOf(car('a1', { images: [], specifications: null }));
    expect(bare.image).toBeNull();
    expect(bare.horsepower).toBeNull();
    expect(bare.seatingCapacity).toBeNull();
  });

  it('treat zero, negative and non-numeric horsepower or seats as unknown', () => {
    expect(compareEntryOf(car('a1', { specifications: { horsepower: 0, seatingCapacity: -2 } }))).toMatchObject({
      horsepower: null,
      seatingCapacity: null,
    });
    // Hand-edited documents can hold text where a number belongs.
    const texts = { horsepower: 'lots', seatingCapacity: '4' } as unknown as Car['specifications'];
    expect(compareEntryOf(car('a1', { specifications: texts }))).toMatchObject({
      horsepower: null,
      seatingCapacity: 4,
    });
  });
});

describe('adding to the compare list', () => {
  it('appends a new car and says it was added', () => {
    const { list, result } = addToCompare([entry('a')], car('b'));
    expect(result).toBe('added');
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('refuses a car already in the list by id, leaving the list as it was', () => {
    const before = [entry('a'), entry('b')];
    const { list, result } = addToCompare(before, car('a', { name: 'Renamed' }));
    expect(result).toBe('duplicate');
    expect(list).toEqual(before);
  });

  it(`refuses a fourth car once ${COMPARE_MAX} are listed`, () => {
    const full = [entry('a'), entry('b'), entry('c')];
    const { list, result } = addToCompare(full, car('d'));
    expect(result).toBe('full');
    expect(list.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('reports a duplicate before a full list', () => {
    expect(addToCompare([entry('a'), entry('b'), entry('c')], car('b')).result).toBe('duplicate');
  });

  it('never changes the list it was given', () => {
    const before = [entry('a')];
    addToCompare(before, car('b'));
    expect(before.map((e) => e.id)).toEqual(['a']);
  });
});

describe('replacing a slot', () => {
  it('puts the car at a filled slot', () => {
    const { list, result } = replaceInCompare([entry('a'), entry('b')], 0, car('c'));
    expect(result).toBe('replaced');
    expect(list.map((e) => e.id)).toEqual(['c', 'b']);
  });

  it('appends when the slot is empty', () => {
    const { list, result } = replaceInCompare([entry('a')], 2, car('c'));
    expect(result).toBe('replaced');
    expect(list.map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('refuses a car that is in another slot', () => {
    const { list, result } = replaceInCompare([entry('a'), entry('b')], 0, car('b'));
    expect(result).toBe('duplicate');
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('accepts the same car at its own slot (its data refreshed)', () => {
    const { list, result } = replaceInCompare([entry('a')], 0, car('a', { dailyPrice: 999 }));
    expect(result).toBe('replaced');
    expect(list[0]?.dailyPrice).toBe(999);
  });

  it('refuses to grow a full list past the maximum', () => {
    const { result } = replaceInCompare([entry('a'), entry('b'), entry('c')], 3, car('d'));
    expect(result).toBe('full');
  });
});

describe('removing from the compare list', () => {
  it('drops the car with that id and keeps the order of the rest', () => {
    expect(removeFromCompare([entry('a'), entry('b'), entry('c')], 'b').map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('leaves the list alone for an id not in it', () => {
    expect(removeFromCompare([entry('a')], 'z').map((e) => e.id)).toEqual(['a']);
  });
});

describe('reading a stored compare list', () => {
  it('round-trips a list written as JSON', () => {
    const list = [entry('a'), entry('b', { specifications: null, images: [] })];
    expect(parseCompareList(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('reads anything but an array as empty', () => {
    for (const value of [null, undefined, 'compare', 42, { id: 'a' }]) expect(parseCompareList(value)).toEqual([]);
  });

  it('skips malformed items, items without an id, and repeated ids', () => {
    const parsed = parseCompareList([null, 'x', 7, { name: 'no id' }, { id: '' }, { id: 'a' }, { id: 'a', name: 'again' }]);
    expect(parsed).toEqual([
      {
        id: 'a',
        name: '',
        brand: '',
        model: '',
        year: 0,
        dailyPrice: 0,
        image: null,
        horsepower: null,
        seatingCapacity: null,
        rentalTerms: null,
      },
    ]);
  });

  it('reads terms out of their limits, or incomplete, as unknown', () => {
    const { depositEur: _dropped, ...incomplete } = DEFAULT_RENTAL_TERMS.supercars;
    const young = { ...DEFAULT_RENTAL_TERMS.supercars, minDriverAge: 16 };
    const read = parseCompareList([
      { id: 'a', rentalTerms: incomplete },
      { id: 'b', rentalTerms: young },
    ]);
    expect(read.map((e) => e.rentalTerms)).toEqual([null, null]);
  });

  it('replaces fields of the wrong type with safe defaults', () => {
    const [read] = parseCompareList([
      { id: 'a', name: 3, brand: 'Ferrari', year: '2024', dailyPrice: Number.NaN, image: 5, horsepower: '830' },
    ]);
    expect(read).toMatchObject({ id: 'a', name: '', brand: 'Ferrari', year: 0, dailyPrice: 0, image: null, horsepower: null });
  });

  it(`keeps at most ${COMPARE_MAX} cars`, () => {
    const stored = ['a', 'b', 'c', 'd'].map((id) => entry(id));
    expect(parseCompareList(stored).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('refreshing the stored list', () => {
  it('takes the current name, price and photo of each car, in the stored order', () => {
    const stored = [entry('a'), entry('b')];
    const fresh = [car('b', { dailyPrice: 900 }), car('a', { name: 'New name' })];
    const { list, dropped, changed } = refreshCompareList(stored, fresh);
    expect(list.map((e) => [e.id, e.name, e.dailyPrice])).toEqual([
      ['a', 'New name', 1500],
      ['b', 'Car b', 900],
    ]);
    expect(dropped).toEqual([]);
    expect(changed).toBe(true);
  });

  it('drops cars that are no longer available and names them', () => {
    const stored = [entry('a'), entry('gone'), entry('c')];
    const { list, dropped, changed } = refreshCompareList(stored, [car('a'), car('c')]);
    expect(list.map((e) => e.id)).toEqual(['a', 'c']);
    expect(dropped.map((e) => e.id)).toEqual(['gone']);
    expect(changed).toBe(true);
  });

  it('keeps entries that were not looked up as they are', () => {
    const added = entry('new', { name: 'Added meanwhile' });
    const { list, dropped } = refreshCompareList([entry('a'), added], [car('a', { dailyPrice: 700 })], ['a']);
    expect(list).toEqual([entry('a', { dailyPrice: 700 }), added]);
    expect(dropped).toEqual([]);
  });

  it('takes the current rental terms, filling those of a list stored without them', () => {
    const stored = [{ ...entry('a'), rentalTerms: null }, entry('b')];
    const cheaper = { ...DEFAULT_RENTAL_TERMS.supercars, depositEur: 3000 };
    const { list, changed } = refreshCompareList(stored, [car('a'), car('b', { rentalTerms: cheaper })]);
    expect(list.map((e) => e.rentalTerms)).toEqual([DEFAULT_RENTAL_TERMS.supercars, cheaper]);
    expect(changed).toBe(true);
  });

  it('reports no change when nothing differs', () => {
    const stored = [entry('a'), entry('b')];
    expect(refreshCompareList(stored, [car('a'), car('b')]).changed).toBe(false);
  });
});

describe('highlighting differences', () => {
  it('marks the lowest price and the most horsepower', () => {
    const list = [
      entry('a', { dailyPrice: 1500, specifications: { horsepower: 830 } }),
      entry('b', { dailyPrice: 900, specifications: { horsepower: 620 } }),
      entry('c', { dailyPrice: 2100, specifications: {} }),
    ];
    expect(compareHighlights(list)).toMatchObject({ lowestPrice: ['b'], highestHorsepower: ['a'] });
  });

  it('marks every car tied for best', () => {
    const list = [
      entry('a', { dailyPrice: 900, specifications: { horsepower: 620 } }),
      entry('b', { dailyPrice: 900, specifications: { horsepower: 620 } }),
      entry('c', { dailyPrice: 1200, specifications: { horsepower: 500 } }),
    ];
    expect(compareHighlights(list)).toMatchObject({ lowestPrice: ['a', 'b'], highestHorsepower: ['a', 'b'] });
  });

  it('marks nothing for a single car, equal values, or one known horsepower', () => {
    const none = { lowestPrice: [], highestHorsepower: [], lowestDeposit: [], mostKm: [], lowestExcess: [] };
    expect(compareHighlights([entry('a')])).toEqual(none);
    expect(compareHighlights([entry('a'), entry('b')])).toEqual(none);
    const oneKnown = [entry('a', { dailyPrice: 1 }), entry('b', { specifications: null })];
    expect(compareHighlights(oneKnown).highestHorsepower).toEqual([]);
  });

  it('ignores a missing (zero) price', () => {
    const list = [entry('a', { dailyPrice: 0 }), entry('b', { dailyPrice: 800 }), entry('c', { dailyPrice: 1000 })];
    expect(compareHighlights(list).lowestPrice).toEqual(['b']);
  });

  it('marks the lowest deposit and excess and the most kilometres, unlimited ones most of all', () => {
    const terms = (overrides: Partial<RentalTerms>): Partial<Car> => ({ rentalTerms: { ...DEFAULT_RENTAL_TERMS.supercars, ...overrides } });
    const list = [
      entry('a', terms({ depositEur: 2000, includedKmPerDay: 300, insuranceExcessEur: 10000 })),
      entry('b', terms({ depositEur: 5000, includedKmPerDay: 200, insuranceExcessEur: 4000 })),
      entry('c', terms({ depositEur: 2000, includedKmPerDay: 250, insuranceExcessEur: 6000 })),
    ];
    expect(compareHighlights(list)).toMatchObject({ lowestDeposit: ['a', 'c'], mostKm: ['a'], lowestExcess: ['b'] });
    const unlimited = [...list.slice(0, 2), entry('c', terms({ includedKmPerDay: 100, extraKmEur: 0 }))];
    expect(compareHighlights(unlimited).mostKm).toEqual(['c']);
  });

  it('leaves out cars whose terms are unknown', () => {
    const list = [{ ...entry('a'), rentalTerms: null }, entry('b', { rentalTerms: { ...DEFAULT_RENTAL_TERMS.supercars, depositEur: 9000 } })];
    expect(compareHighlights(list)).toMatchObject({ lowestDeposit: [], mostKm: [], lowestExcess: [] });
  });
});
