/**
 * Rules of the public catalog: cars, seasons, extras, rental discounts and the site settings.
 * The public reads what is on show; only admins write, and their writes are
 * checked for the fields the storefront relies on.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { CAR_CATEGORIES, RENTAL_TERM_KEYS, RENTAL_TERM_LIMITS } from '@costa/domain';
import { buildCar, buildDiscount, buildSiteSettings, docData } from '../builders';
import { createRulesEnv, dbAs, seed } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('catalog');
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await env.cleanup();
});

describe('cars', () => {
  const available = buildCar({ id: 'RomaAvailable01', name: 'Ferrari Roma', isAvailable: true });
  const hidden = buildCar({ id: 'HuracanHidden01', name: 'Lamborghini Huracan', isAvailable: false });

  beforeEach(async () => {
    await seed(env, {
      [`cars/${available.id}`]: docData(available),
      [`cars/${hidden.id}`]: docData(hidden),
    });
  });

  it('anyone, signed in or not, can read an available car', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'anonymous'), 'cars', available.id)));
    await assertSucceeds(getDoc(doc(dbAs(env, 'alice'), 'cars', available.id)));
  });

  it('the public cannot read a car that is not available', async () => {
    await assertFails(getDoc(doc(dbAs(env, 'anonymous'), 'cars', hidden.id)));
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'cars', hidden.id)));
  });

  it('an admin can read a car that is not available', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'cars', hidden.id)));
  });

  it('the public can list cars filtered on isAvailable == true', async () => {
    const listing = await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'anonymous'), 'cars'), where('isAvailable', '==', true))),
    );
    expect(listing.docs.map((car) => car.id)).toEqual([available.id]);
  });

  it('the public can resolve a slug with one query on slugKey among available cars', async () => {
    const bySlug = query(
      collection(dbAs(env, 'anonymous'), 'cars'),
      where('slugKey', '==', available.slugKey),
      where('isAvailable', '==', true),
    );
    const found = await assertSucceeds(getDocs(bySlug));
    expect(found.docs.map((car) => car.id)).toEqual([available.id]);
  });

  it('the public cannot list unavailable cars: a list without the isAvailable filter fails', async () => {
    await assertFails(getDocs(collection(dbAs(env, 'anonymous'), 'cars')));
    await assertFails(getDocs(collection(dbAs(env, 'alice'), 'cars')));
    await assertFails(
      getDocs(query(collection(dbAs(env, 'anonymous'), 'cars'), where('isAvailable', '==', false))),
    );
  });

  it('an admin can list the whole fleet, unavailable cars included', async () => {
    const fleet = await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'cars')));
    expect(fleet.size).toBe(2);
  });

  it('only an admin can add a car', async () => {
    const car = buildCar({ id: 'New911Turbo0001', name: 'Porsche 911 Turbo S' });
    await assertFails(setDoc(doc(dbAs(env, 'anonymous'), 'cars', car.id), docData(car)));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'cars', car.id), docData(car)));
    await assertSucceeds(setDoc(doc(dbAs(env, 'admin'), 'cars', car.id), docData(car)));
  });

  it('an admin cannot store a car with mistyped main fields', async () => {
    const admin = dbAs(env, 'admin');
    const car = buildCar({ id: 'BadFieldsCar001' });
    const mistakes: Record<string, unknown> = {
      name: 42,
      dailyPrice: '1200',
      isAvailable: 'yes',
      category: 'trucks',
      brand: '',
      year: 2023.5,
    };
    for (const [field, value] of Object.entries(mistakes)) {
      await assertFails(setDoc(doc(admin, 'cars', car.id), { ...docData(car), [field]: value }));
    }
  });

  it('an admin cannot give a car a negative daily price', async () => {
    const car = buildCar({ id: 'NegativePrice01', dailyPrice: -1 });
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'cars', car.id), docData(car)));
    await assertSucceeds(setDoc(doc(dbAs(env, 'admin'), 'cars', car.id), { ...docData(car), dailyPrice: 0 }));
  });

  it("a car's slugKey must be the first 6 characters of its id, lower-cased", async () => {
    const car = buildCar({ id: 'AbCdEfGhIj0001' });
    expect(car.slugKey).toBe('abcdef');
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'cars', car.id), { ...docData(car), slugKey: 'AbCdEf' }));
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'cars', car.id), { ...docData(car), slugKey: 'abcdeg' }));
    await assertSucceeds(setDoc(doc(dbAs(env, 'admin'), 'cars', car.id), docData(car)));
  });

  it('the rules accept every category of the domain list and nothing else', async () => {
    const admin = dbAs(env, 'admin');
    for (const category of CAR_CATEGORIES) {
      const car = buildCar({ id: `Cat${category}`, category });
      await assertSucceeds(setDoc(doc(admin, 'cars', car.id), docData(car)));
    }
    const unknown = buildCar({ id: 'CatUnknown0001' });
    await assertFails(setDoc(doc(admin, 'cars', unknown.id), { ...docData(unknown), category: 'vans' }));
  });

  it('only an admin can change a car, and only to a valid one', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'anonymous'), 'cars', available.id), { dailyPrice: 1 }));
    await assertFails(updateDoc(doc(dbAs(env, 'alice'), 'cars', available.id), { dailyPrice: 1 }));
    await assertFails(updateDoc(doc(dbAs(env, 'alice'), 'cars', hidden.id), { isAvailable: true }));
    await assertSucceeds(updateDoc(doc(dbAs(env, 'admin'), 'cars', available.id), { dailyPrice: 1350 }));
    await assertSucceeds(updateDoc(doc(dbAs(env, 'admin'), 'cars', hidden.id), { isAvailable: true }));
    await assertFails(updateDoc(doc(dbAs(env, 'admin'), 'cars', available.id), { dailyPrice: -5 }));
    await assertFails(updateDoc(doc(dbAs(env, 'admin'), 'cars', available.id), { isAvailable: 'no' }));
  });

  it('nobody deletes a car directly, not even an admin: the deleteCar function checks its orders first', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'anonymous'), 'cars', available.id)));
    await assertFails(deleteDoc(doc(dbAs(env, 'alice'), 'cars', available.id)));
    await assertFails(deleteDoc(doc(dbAs(env, 'admin'), 'cars', hidden.id)));
  });

  it("an admin's write is held to the fleet editor schema's limits", async () => {
    const admin = dbAs(env, 'admin');
    const car = buildCar({ id: 'LimitsCar00001' });
    const atLimits = { dailyPrice: 100_000, year: 2100, images: Array.from({ length: 12 }, () => '/cars/a.jpg'), videoUrl: null };
    await assertSucceeds(setDoc(doc(admin, 'cars', car.id), { ...docData(car), ...atLimits }));
    const past: Record<string, unknown> = {
      dailyPrice: 100_001,
      year: 1949,
      images: Array.from({ length: 13 }, () => '/cars/a.jpg'),
      videoUrl: `https://v.example/${'x'.repeat(500)}`,
      description: 'x'.repeat(5001),
    };
    for (const [field, value] of Object.entries(past)) {
      await assertFails(setDoc(doc(admin, 'cars', car.id), { ...docData(car), [field]: value }));
    }
  });

  it("an admin's car carries rental terms within the domain's limits, all six, or none (its category's then)", async () => {
    const admin = dbAs(env, 'admin');
    const car = buildCar({ id: 'TermsCar000001' });
    const atLimits = Object.fromEntries(RENTAL_TERM_KEYS.map((key) => [key, RENTAL_TERM_LIMITS[key].max]));
    await assertSucceeds(setDoc(doc(admin, 'cars', car.id), { ...docData(car), rentalTerms: atLimits }));
    await assertSucceeds(setDoc(doc(admin, 'cars', car.id), { ...docData(car), rentalTerms: { ...car.rentalTerms, extraKmEur: 3.5 } }));
    const { rentalTerms: _none, ...withoutTerms } = docData(car);
    await assertSucceeds(setDoc(doc(admin, 'cars', car.id), withoutTerms));
    const { minDriverAge: _age, ...incomplete } = car.rentalTerms;
    const wrong: Record<string, unknown>[] = [
      ...RENTAL_TERM_KEYS.map((key) => ({ ...car.rentalTerms, [key]: RENTAL_TERM_LIMITS[key].max + 1 })),
      ...RENTAL_TERM_KEYS.map((key) => ({ ...car.rentalTerms, [key]: RENTAL_TERM_LIMITS[key].min - 1 })),
      { ...car.rentalTerms, depositEur: 5000.5 },
      { ...car.rentalTerms, minDriverAge: '25' },
      { ...car.rentalTerms, fuelPolicy: 'full-to-full' },
      incomplete,
    ];
    for (const rentalTerms of wrong) await assertFails(setDoc(doc(admin, 'cars', car.id), { ...docData(car), rentalTerms }));
    // Valid terms are still an admin's to write.
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'cars', car.id), { ...docData(car), rentalTerms: car.rentalTerms }));
  });

  it("an admin's translations are held to the translation manager's limits", async () => {
    const admin = doc(dbAs(env, 'admin'), 'cars', available.id);
    const features = (n: number) => Array.from({ length: n }, (_, i) => `Feature ${i}`);
    await assertSucceeds(updateDoc(admin, { 'descriptionTranslations.de': 'x'.repeat(5000), 'featuresTranslations.de': features(40) }));
    await assertFails(updateDoc(admin, { 'descriptionTranslations.de': 'x'.repeat(5001) }));
    await assertFails(updateDoc(admin, { 'featuresTranslations.fr': features(41) }));
    await assertFails(updateDoc(admin, { 'descriptionTranslations.pt': 'Um carro.' }));
    await assertFails(updateDoc(admin, { 'featuresTranslations.it': 'Tetto rigido' }));
  });
});

describe("the fleet's summary of rental terms (fleetSummary)", () => {
  const path = ['fleetSummary', 'rentalTerms'] as const;

  beforeEach(async () => {
    await seed(env, { [path.join('/')]: { ranges: null, cars: 0, updatedAt: 1 } });
  });

  it('anyone reads it, signed in or not', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'anonymous'), ...path)));
    await assertSucceeds(getDoc(doc(dbAs(env, 'alice'), ...path)));
  });

  it('nobody writes it from a client, not even an admin: the server keeps it with the cars', async () => {
    for (const who of ['anonymous', 'alice', 'admin'] as const) {
      await assertFails(setDoc(doc(dbAs(env, who), ...path), { ranges: null, cars: 99, updatedAt: 2 }));
      await assertFails(deleteDoc(doc(dbAs(env, who), ...path)));
    }
  });
});

describe('uploaded photos on the emulators (localPhotos)', () => {
  // The local photo store of the functions (services/fleet.ts firestorePhotos): the carPhoto function serves them.
  beforeEach(async () => {
    await seed(env, { 'localPhotos/photos~abcdef.jpg': { contentType: 'image/jpeg', size: 3 } });
  });

  it('nobody reads, writes or deletes them directly, not even an admin', async () => {
    for (const persona of ['anonymous', 'alice', 'admin'] as const) {
      const db = dbAs(env, persona);
      await assertFails(getDoc(doc(db, 'localPhotos', 'photos~abcdef.jpg')));
      await assertFails(setDoc(doc(db, 'localPhotos', 'photos~forged.jpg'), { contentType: 'image/jpeg', size: 3 }));
      await assertFails(deleteDoc(doc(db, 'localPhotos', 'photos~abcdef.jpg')));
    }
  });
});

describe('seasons', () => {
  const summer = {
    names: { en: 'High season' },
    startDate: '2027-07-01',
    endDate: '2027-08-31',
    scope: 'fleet',
    target: '',
    scopeKey: 'fleet',
    rate: { kind: 'multiplier', value: 1.3 },
    weekendRate: null,
  };

  beforeEach(async () => {
    await seed(env, { 'seasons/summer': summer });
  });

  it('anyone, signed in or not, can read and list the seasons that price the days', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'anonymous'), 'seasons', 'summer')));
    const listed = await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'alice'), 'seasons'), where('scopeKey', 'in', ['fleet', 'car:x']), where('endDate', '>=', '2027-07-15'))),
    );
    expect(listed.docs.map((season) => season.id)).toEqual(['summer']);
  });

  it('nobody writes a season directly, not even an admin: only the server, which checks overlaps', async () => {
    for (const who of ['anonymous', 'alice', 'admin'] as const) {
      await assertFails(setDoc(doc(dbAs(env, who), 'seasons', 'winter'), { ...summer, startDate: '2027-12-01', endDate: '2027-12-31' }));
      await assertFails(updateDoc(doc(dbAs(env, who), 'seasons', 'summer'), { rate: { kind: 'multiplier', value: 0.1 } }));
      await assertFails(deleteDoc(doc(dbAs(env, who), 'seasons', 'summer')));
    }
  });
});

describe('extras', () => {
  const seat = {
    kind: 'other',
    names: { en: 'Child seat' },
    descriptions: {},
    pricing: 'per-rental',
    price: 40,
    cap: null,
    scope: 'all',
    targets: [],
    targetKeys: ['all'],
    isActive: true,
    position: 1,
  };
  const paused = { ...seat, names: { en: 'Roof box' }, isActive: false, position: 2 };

  beforeEach(async () => {
    await seed(env, { 'extras/seat': seat, 'extras/paused': paused });
  });

  it('anyone reads and lists the extras on offer, with the isActive filter', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'anonymous'), 'extras', 'seat')));
    const listed = await assertSucceeds(
      getDocs(
        query(
          collection(dbAs(env, 'alice'), 'extras'),
          where('isActive', '==', true),
          where('targetKeys', 'array-contains-any', ['all', 'category:supercars', 'car:x']),
        ),
      ),
    );
    expect(listed.docs.map((extra) => extra.id)).toEqual(['seat']);
  });

  it('a paused extra, or the whole list, is the admins’ alone', async () => {
    for (const who of ['anonymous', 'alice'] as const) {
      await assertFails(getDoc(doc(dbAs(env, who), 'extras', 'paused')));
      await assertFails(getDocs(collection(dbAs(env, who), 'extras')));
    }
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'extras', 'paused')));
    expect((await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'extras')))).size).toBe(2);
  });

  it('nobody writes an extra directly, not even an admin: only the server, with the editor’s schema', async () => {
    for (const who of ['anonymous', 'alice', 'admin'] as const) {
      await assertFails(setDoc(doc(dbAs(env, who), 'extras', 'gps'), { ...seat, names: { en: 'GPS' } }));
      await assertFails(updateDoc(doc(dbAs(env, who), 'extras', 'seat'), { price: 1 }));
      await assertFails(deleteDoc(doc(dbAs(env, who), 'extras', 'seat')));
    }
  });
});

describe('discounts', () => {
  const active = buildDiscount({ id: 'tier-4-7', minDays: 4, maxDays: 7, discountPercentage: 10, isActive: true });
  const retired = buildDiscount({ id: 'tier-old', minDays: 8, maxDays: 31, discountPercentage: 25, isActive: false });

  beforeEach(async () => {
    await seed(env, {
      [`discounts/${active.id}`]: docData(active),
      [`discounts/${retired.id}`]: docData(retired),
    });
  });

  it('anyone can read an active discount tier', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'anonymous'), 'discounts', active.id)));
    await assertSucceeds(getDoc(doc(dbAs(env, 'bob'), 'discounts', active.id)));
  });

  it('the public cannot read an inactive discount tier; an admin can', async () => {
    await assertFails(getDoc(doc(dbAs(env, 'anonymous'), 'discounts', retired.id)));
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'discounts', retired.id)));
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'discounts', retired.id)));
  });

  it('the public lists discounts only with the isActive == true filter', async () => {
    const tiers = await assertSucceeds(
      getDocs(query(collection(dbAs(env, 'anonymous'), 'discounts'), where('isActive', '==', true))),
    );
    expect(tiers.docs.map((tier) => tier.id)).toEqual([active.id]);
    await assertFails(getDocs(collection(dbAs(env, 'anonymous'), 'discounts')));
    await assertFails(getDocs(collection(dbAs(env, 'alice'), 'discounts')));
  });

  it('an admin can list every tier, inactive ones included', async () => {
    const tiers = await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'discounts')));
    expect(tiers.size).toBe(2);
  });

  it('only an admin can create a discount tier', async () => {
    const tier = buildDiscount({ id: 'tier-2-3', minDays: 2, maxDays: 3, discountPercentage: 5 });
    await assertFails(setDoc(doc(dbAs(env, 'anonymous'), 'discounts', tier.id), docData(tier)));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'discounts', tier.id), docData(tier)));
    await assertSucceeds(setDoc(doc(dbAs(env, 'admin'), 'discounts', tier.id), docData(tier)));
  });

  it('an admin cannot store a tier whose days or percentage make no sense', async () => {
    const admin = dbAs(env, 'admin');
    const tier = docData(buildDiscount({ id: 'tier-bad' }));
    await assertFails(setDoc(doc(admin, 'discounts', 'tier-bad'), { ...tier, minDays: 8, maxDays: 7 }));
    await assertFails(setDoc(doc(admin, 'discounts', 'tier-bad'), { ...tier, minDays: 0 }));
    await assertFails(setDoc(doc(admin, 'discounts', 'tier-bad'), { ...tier, discountPercentage: 150 }));
    await assertFails(setDoc(doc(admin, 'discounts', 'tier-bad'), { ...tier, discountPercentage: -5 }));
    await assertFails(setDoc(doc(admin, 'discounts', 'tier-bad'), { ...tier, isActive: 'true' }));
    await assertFails(setDoc(doc(admin, 'discounts', 'tier-bad'), { ...tier, appliesTo: 'everyone' }));
  });

  it('only an admin can change or retire a discount tier', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'alice'), 'discounts', active.id), { discountPercentage: 90 }));
    await assertFails(updateDoc(doc(dbAs(env, 'anonymous'), 'discounts', active.id), { isActive: false }));
    await assertSucceeds(updateDoc(doc(dbAs(env, 'admin'), 'discounts', active.id), { discountPercentage: 12 }));
    await assertSucceeds(updateDoc(doc(dbAs(env, 'admin'), 'discounts', active.id), { isActive: false }));
  });

  it('only an admin can delete a discount tier', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'anonymous'), 'discounts', active.id)));
    await assertFails(deleteDoc(doc(dbAs(env, 'alice'), 'discounts', active.id)));
    await assertSucceeds(deleteDoc(doc(dbAs(env, 'admin'), 'discounts', active.id)));
  });
});

describe('site settings', () => {
  const site = buildSiteSettings();

  beforeEach(async () => {
    await seed(env, { 'settings/site': site });
  });

  it('anyone can read the site settings', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'anonymous'), 'settings', 'site')));
    await assertSucceeds(getDoc(doc(dbAs(env, 'alice'), 'settings', 'site')));
    await assertSucceeds(getDocs(collection(dbAs(env, 'anonymous'), 'settings')));
  });

  it('only an admin can change the site settings', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'anonymous'), 'settings', 'site'), { phone: '+34 600 666 666' }));
    await assertFails(updateDoc(doc(dbAs(env, 'alice'), 'settings', 'site'), { phone: '+34 600 666 666' }));
    await assertSucceeds(updateDoc(doc(dbAs(env, 'admin'), 'settings', 'site'), { phone: '+34 952 111 111' }));
  });

  it('only an admin can create the site settings', async () => {
    await env.clearFirestore();
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'settings', 'site'), site));
    await assertSucceeds(setDoc(doc(dbAs(env, 'admin'), 'settings', 'site'), site));
  });

  it('an admin cannot store malformed contact facts or unknown keys', async () => {
    const admin = doc(dbAs(env, 'admin'), 'settings', 'site');
    await assertFails(setDoc(admin, { ...site, whatsapp: '+34 600 000 000' }));
    await assertFails(setDoc(admin, { ...site, phone: 34952000000 }));
    await assertFails(setDoc(admin, { ...site, openingHours: { ...site.openingHours, sunday: { open: '10', close: '16' } } }));
    await assertFails(setDoc(admin, { ...site, openingHours: { ...site.openingHours, sunday: { open: '16:00', close: '10:00' } } }));
    await assertFails(setDoc(admin, { ...site, openingHours: { ...site.openingHours, sunday: { open: '10:00', close: '25:00' } } }));
    await assertSucceeds(setDoc(admin, { ...site, openingHours: { ...site.openingHours, sunday: { open: '11:30', close: '15:00' } } }));
    await assertFails(setDoc(admin, { ...site, chatScript: '<script>' }));
  });

  it("an admin sets the late cancellations' refund as a whole percentage, and nothing else", async () => {
    const admin = doc(dbAs(env, 'admin'), 'settings', 'site');
    await assertSucceeds(setDoc(admin, { ...site, lateCancellationRefundPercent: 0 }));
    await assertSucceeds(setDoc(admin, { ...site, lateCancellationRefundPercent: 50 }));
    await assertFails(setDoc(admin, { ...site, lateCancellationRefundPercent: 101 }));
    await assertFails(setDoc(admin, { ...site, lateCancellationRefundPercent: -5 }));
    await assertFails(setDoc(admin, { ...site, lateCancellationRefundPercent: 12.5 }));
    await assertFails(setDoc(admin, { ...site, lateCancellationRefundPercent: '50' }));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'settings', 'site'), { ...site, lateCancellationRefundPercent: 100 }));
  });

  it('an admin sets the minimum notice before a pickup in whole hours from 0 to 72; no one else may', async () => {
    const admin = doc(dbAs(env, 'admin'), 'settings', 'site');
    await assertSucceeds(setDoc(admin, { ...site, minNoticeHours: 0 }));
    await assertSucceeds(setDoc(admin, { ...site, minNoticeHours: 72 }));
    await assertFails(setDoc(admin, { ...site, minNoticeHours: 73 }));
    await assertFails(setDoc(admin, { ...site, minNoticeHours: -1 }));
    await assertFails(setDoc(admin, { ...site, minNoticeHours: 1.5 }));
    await assertFails(setDoc(admin, { ...site, minNoticeHours: '4' }));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'settings', 'site'), { ...site, minNoticeHours: 0 }));
  });

  it('an admin sets the free delivery zone in whole km from 0 to 200; no one else may', async () => {
    const admin = doc(dbAs(env, 'admin'), 'settings', 'site');
    await assertSucceeds(setDoc(admin, { ...site, freeDeliveryKm: 0 }));
    await assertSucceeds(setDoc(admin, { ...site, freeDeliveryKm: 200 }));
    await assertFails(setDoc(admin, { ...site, freeDeliveryKm: 201 }));
    await assertFails(setDoc(admin, { ...site, freeDeliveryKm: 12.5 }));
    await assertFails(setDoc(admin, { ...site, freeDeliveryKm: '15' }));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'settings', 'site'), { ...site, freeDeliveryKm: 100 }));
  });

  it('an admin states the company facts in full, with a Spanish tax ID and a VAT rate from 0 to 100', async () => {
    const admin = doc(dbAs(env, 'admin'), 'settings', 'site');
    const company = { name: 'Costa Prestige Rentals S.L.', taxId: 'B93456781', registeredAddress: 'Marbella', registryEntry: 'RM Málaga, hoja MA-1', vatRatePercent: 21 };
    await assertSucceeds(setDoc(admin, { ...site, company }));
    await assertSucceeds(setDoc(admin, { ...site, company: { ...company, vatRatePercent: 10.5 } }));
    await assertFails(setDoc(admin, { ...site, company: { ...company, taxId: 'b93456781' } }));
    await assertFails(setDoc(admin, { ...site, company: { ...company, taxId: 'B9345678' } }));
    await assertFails(setDoc(admin, { ...site, company: { ...company, name: '' } }));
    await assertFails(setDoc(admin, { ...site, company: { ...company, vatRatePercent: 121 } }));
    await assertFails(setDoc(admin, { ...site, company: { ...company, vatRatePercent: '21' } }));
    await assertFails(setDoc(admin, { ...site, company: { ...company, iban: 'ES00' } }));
    const { registryEntry: _entry, ...incomplete } = company;
    await assertFails(setDoc(admin, { ...site, company: incomplete }));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'settings', 'site'), { ...site, company }));
  });

  it('nobody can delete the site settings, admins included', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'alice'), 'settings', 'site')));
    await assertFails(deleteDoc(doc(dbAs(env, 'admin'), 'settings', 'site')));
  });
});

describe('legal texts', () => {
  const version = { version: 1, publishedAt: new Date('2026-01-15T09:00:00Z'), texts: { en: 'Terms', es: 'Condiciones' } };
  const publication = { version: 1, publishedAt: new Date('2026-01-15T09:00:00Z'), publishedBy: 'staff@costaprestige.example' };

  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { 'legalTexts/terms': version, 'legalTexts/terms/versions/1': version, 'legalTexts/terms/publications/1': publication });
  });

  it('only admins read who published each version', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'legalTexts', 'terms', 'publications')));
    for (const who of ['anonymous', 'alice'] as const) {
      await assertFails(getDocs(collection(dbAs(env, who), 'legalTexts', 'terms', 'publications')));
      await assertFails(getDoc(doc(dbAs(env, who), 'legalTexts', 'terms', 'publications', '1')));
    }
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'legalTexts', 'terms', 'publications', '2'), { ...publication, version: 2 }));
  });

  it('anyone reads the current text and every earlier version', async () => {
    for (const who of ['anonymous', 'alice', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(dbAs(env, who), 'legalTexts', 'terms')));
      await assertSucceeds(getDoc(doc(dbAs(env, who), 'legalTexts', 'terms', 'versions', '1')));
      await assertSucceeds(getDocs(collection(dbAs(env, who), 'legalTexts', 'terms', 'versions')));
    }
  });

  it('no browser writes them, admins included: only the publishing function numbers a version', async () => {
    for (const who of ['anonymous', 'alice', 'admin'] as const) {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'legalTexts', 'terms'), { ...version, version: 2 }));
      await assertFails(updateDoc(doc(db, 'legalTexts', 'terms'), { texts: { en: 'Changed' } }));
      await assertFails(setDoc(doc(db, 'legalTexts', 'terms', 'versions', '2'), { ...version, version: 2 }));
      await assertFails(updateDoc(doc(db, 'legalTexts', 'terms', 'versions', '1'), { texts: { en: 'Rewritten' } }));
      await assertFails(deleteDoc(doc(db, 'legalTexts', 'terms', 'versions', '1')));
    }
  });
});
