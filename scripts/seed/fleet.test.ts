/**
 * The demo data keeps the promises the README and the screens rely on: a
 * believable fleet across every category and marque of the brand strip, the
 * artwork on disk, stable slugs, and exactly the three cars the translation
 * manager is meant to find unfinished.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRAND_STRIP,
  CAR_CATEGORIES,
  type Car,
  DIRECT_BOOKING,
  isRentalTerms,
  LANGUAGES,
  overlappingSeason,
  seasonFormValues,
  seasonSchema,
  seasonOn,
  slugKeyOf,
  TARGET_LANGS,
  validateForm,
} from '@costa/domain';
import { CAR_ART } from '../art/catalog';
import { buildBlocks, buildSeasons, dayFrom, DISCOUNT_TIERS, SEASON_HYPERCAR_ID, SITE_SETTINGS } from './business';
import { buildFleet, FLEET, RS3_CAR_ID } from './fleet';

const PUBLIC = join(__dirname, '..', '..', 'web', 'public');
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const DAY = 86_400_000;
const fleet = buildFleet(NOW);

/** A car needs translation if, for any of es/de/fr/it, its description or features are missing, or the description is the English one. */
function needsTranslation(car: Car): boolean {
  const en = car.descriptionTranslations.en ?? car.description;
  const enFeatures = JSON.stringify(car.featuresTranslations.en ?? []);
  return TARGET_LANGS.some((lang) => {
    const description = car.descriptionTranslations[lang];
    const features = car.featuresTranslations[lang];
    return !description || description === en || !features || features.length === 0 || JSON.stringify(features) === enFeatures;
  });
}

/** The brand field holds the plain make; the strip says "BMW M" and "Audi Sport". */
function stripNameOf(brand: string): string | undefined {
  return BRAND_STRIP.find((name) => name === brand || name.startsWith(`${brand} `));
}

describe('demo fleet', () => {
  it('has at least 24 cars, with at least 4 in each of the 5 categories', () => {
    expect(fleet.length).toBeGreaterThanOrEqual(24);
    for (const category of CAR_CATEGORIES) {
      expect(fleet.filter((car) => car.category === category).length).toBeGreaterThanOrEqual(4);
    }
    expect(fleet.every((car) => (CAR_CATEGORIES as readonly string[]).includes(car.category))).toBe(true);
  });

  it('covers at least 8 marques of the brand strip, and only those', () => {
    const strip = new Set(fleet.map((car) => stripNameOf(car.brand)));
    expect(strip.has(undefined)).toBe(false);
    expect(strip.size).toBeGreaterThanOrEqual(8);
  });

  it('books about two thirds directly and the rest on request', () => {
    const direct = fleet.filter((car) => car.availabilityType === DIRECT_BOOKING).length;
    expect(direct / fleet.length).toBeGreaterThan(0.6);
    expect(direct / fleet.length).toBeLessThan(0.72);
    expect(fleet.every((car) => car.availabilityType === DIRECT_BOOKING || car.availabilityType === 'consultation')).toBe(true);
  });

  it('has exactly two unavailable cars', () => {
    expect(fleet.filter((car) => !car.isAvailable)).toHaveLength(2);
  });

  it('leaves exactly three cars for the translation manager, the RS3 among them', () => {
    const unfinished = fleet.filter(needsTranslation).map((car) => car.name);
    expect(unfinished.sort()).toEqual(['Audi RS3 Sportback', 'Lotus Emira V6 First Edition', 'Mercedes-AMG SL 63 4MATIC+']);
    const rs3 = fleet.find((car) => car.id === RS3_CAR_ID);
    expect(rs3?.model).toMatch(/RS3/);
    expect(Object.keys(rs3?.descriptionTranslations ?? {}).sort()).toEqual(['en', 'es']);
  });

  it('translates every other car into all five languages, feature for feature', () => {
    for (const car of fleet.filter((c) => !needsTranslation(c))) {
      const features = car.featuresTranslations;
      for (const lang of LANGUAGES) {
        expect(car.descriptionTranslations[lang]?.length ?? 0).toBeGreaterThan(80);
        expect(features[lang]).toHaveLength(features.en?.length ?? -1);
      }
      expect(features.en?.length).toBeGreaterThanOrEqual(4);
      expect(features.en?.length).toBeLessThanOrEqual(6);
      expect(car.description).toBe(car.descriptionTranslations.en);
    }
  });

  it('uses unique Firestore-style ids and slug keys derived from them', () => {
    const ids = fleet.map((car) => car.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const car of fleet) {
      expect(car.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(car.slugKey).toBe(slugKeyOf(car.id));
    }
    expect(new Set(fleet.map((car) => car.slugKey)).size).toBe(fleet.length);
  });

  it('ships every picture it lists, 3 or 4 per car, light enough for listings', () => {
    for (const car of fleet) {
      expect(car.images.length).toBeGreaterThanOrEqual(3);
      expect(car.images.length).toBeLessThanOrEqual(4);
      for (const image of car.images) {
        expect(image).toMatch(/^\/cars\/[a-z0-9-]+-\d\.jpg$/);
        const file = join(PUBLIC, image);
        expect(existsSync(file)).toBe(true);
        expect(statSync(file).size).toBeLessThan(64_000);
      }
    }
    for (const file of ['cars/default.jpg', 'og-image.jpg', 'favicon.svg']) expect(existsSync(join(PUBLIC, file))).toBe(true);
    expect(FLEET.every((entry) => CAR_ART[entry.file] !== undefined)).toBe(true);
  });

  it('states specifications in the canonical English values the filters know', () => {
    for (const car of fleet) {
      const specs = car.specifications ?? {};
      expect(typeof specs.horsepower).toBe('number');
      expect(typeof specs.seatingCapacity).toBe('number');
      expect(['Coupe', 'Convertible', 'Targa', 'Hardtop']).toContain(specs.roofType);
      expect(['RWD', 'AWD']).toContain(specs.drivetrain);
      expect(['Automatic', 'Manual']).toContain(specs.transmission);
      expect(['Petrol', 'Hybrid', 'Electric', 'Diesel']).toContain(specs.fuelType);
      expect(specs.acceleration).toMatch(/^\d\.\d s$/);
      expect(specs.topSpeed).toMatch(/^\d{3} km\/h$/);
      expect(specs.dailyMileageLimit).toBeUndefined();
      expect(isRentalTerms(car.rentalTerms)).toBe(true);
      expect(car.year).toBeGreaterThanOrEqual(2021);
      expect(car.year).toBeLessThanOrEqual(2025);
      expect(Number.isInteger(car.dailyPrice)).toBe(true);
      expect(car.dailyPrice).toBeGreaterThanOrEqual(350);
      expect(car.dailyPrice).toBeLessThanOrEqual(9000);
      expect(car.name).toBe(`${car.brand} ${car.model}`);
      expect(car.videoUrl).toBeNull();
    }
  });

  it('staggers arrival dates so the newest car came yesterday and the six latest are available', () => {
    const newest = [...fleet].sort((a, b) => b.createdAt - a.createdAt);
    expect(new Set(fleet.map((car) => car.createdAt)).size).toBe(fleet.length);
    expect(NOW - (newest[0]?.createdAt ?? 0)).toBeGreaterThan(0);
    expect(NOW - (newest[0]?.createdAt ?? 0)).toBeLessThan(2 * DAY);
    expect(newest.slice(0, 6).every((car) => car.isAvailable)).toBe(true);
    expect(buildFleet(NOW + 3_600_000).map((car) => car.createdAt)).toEqual(fleet.map((car) => car.createdAt));
  });
});

describe('demo business data', () => {
  it('has the four discount tiers of the product, covering 1 to 31 days without gaps', () => {
    expect(DISCOUNT_TIERS.map((t) => [t.minDays, t.maxDays, t.discountPercentage])).toEqual([
      [1, 1, 0],
      [2, 3, 5],
      [4, 7, 10],
      [8, 31, 20],
    ]);
    expect(DISCOUNT_TIERS.every((t) => t.isActive)).toBe(true);
  });

  it('keeps the opening hours that stand', () => {
    expect(SITE_SETTINGS.openingHours).toEqual({
      weekdays: { open: '09:00', close: '20:00' },
      saturday: { open: '10:00', close: '18:00' },
      sunday: { open: '10:00', close: '16:00' },
    });
    expect(SITE_SETTINGS.whatsapp).toMatch(/^[0-9]{6,20}$/);
  });

  it('dates every block in the future, on cars of the fleet, bookings without an author', () => {
    const blocks = buildBlocks(NOW);
    const ids = new Set(fleet.map((car) => car.id));
    expect(new Set(blocks.map((b) => b.blockType))).toEqual(new Set(['admin', 'maintenance', 'booking']));
    for (const block of blocks) {
      expect(ids.has(block.carId)).toBe(true);
      expect(block.startDate > dayFrom(NOW, 0)).toBe(true);
      expect(block.startDate <= block.endDate).toBe(true);
      if (block.blockType === 'booking') expect(block.createdBy).toBeNull();
      else expect(block.createdBy).toBeTruthy();
    }
  });

  it('seasons: one of each scope, named in every language, valid, apart within their scope, a month or more ahead', () => {
    for (const now of [NOW, Date.UTC(2026, 10, 27), Date.UTC(2027, 5, 20)]) {
      const seasons = buildSeasons(now);
      expect(seasons.map((s) => s.scope).sort()).toEqual(['car', 'category', 'fleet']);
      for (const season of seasons) {
        expect(Object.keys(season.names).sort()).toEqual([...LANGUAGES].sort());
        expect(validateForm(seasonSchema, seasonFormValues(season, dayFrom(now, 0))).ok).toBe(true);
        expect(overlappingSeason(season, seasons)).toBeNull();
        expect(season.startDate >= dayFrom(now, 30)).toBe(true);
      }
      // The hypercar's own season wins over the fleet's in the days they share.
      const hypercar = fleet.find((car) => car.id === SEASON_HYPERCAR_ID)!;
      const gala = seasons.find((s) => s.scope === 'car')!;
      expect(seasonOn(hypercar, gala.startDate, seasons)?.id).toBe(gala.id);
      expect(seasonOn(hypercar, gala.startDate, seasons.filter((s) => s !== gala))?.scope).toBe('fleet');
    }
  });
});
