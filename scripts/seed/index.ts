/**
 * Seeds Firestore (and Auth) with the demo boutique: the fleet, discount
 * tiers, site settings, legal texts, availability blocks and two demo accounts.
 *
 * By default it writes only to the emulators and refuses to run unless both
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set. A real
 * project needs `--project <id> --real`, and then gets the catalogue only
 * (cars, discounts, settings, and the legal texts' drafts where none is published): never accounts with published passwords, never
 * demo bookings. Fixed ids and set() make every run idempotent.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npx tsx scripts/seed/index.ts
 *   npx tsx scripts/seed/index.ts --project my-project --real
 */
import { type App, deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type DocumentReference, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { CAR_CATEGORIES, daysOf, holdId, RENTAL_TERMS_SUMMARY, rentalTermsRanges, extraToData, seasonToData, type DayHold } from '@costa/domain';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts';
import { buildBlocks, buildSeasons, DISCOUNT_TIERS, EXTRAS, SITE_SETTINGS } from './business';
import { buildFleet } from './fleet';
import { seedInbox } from './inbox';
import { buildLegalTexts } from './legal';
import { seedOrders } from './orders';

export const DEMO_PROJECT_ID = 'demo-costa';

export interface SeedOptions {
  /** Defaults to demo-costa; required with `real`. */
  projectId?: string;
  /** Seed a real project: cars, discounts and settings only. */
  real?: boolean;
  /** The clock the relative dates are computed from (tests). */
  now?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  projectId: string;
  target: 'emulator' | 'real';
  cars: number;
  discounts: number;
  seasons: number;
  settings: number;
  blocks: number;
  accounts: number;
}

type Write = [DocumentReference, Record<string, unknown>];

/** Firestore batches hold at most 500 writes. */
async function commitInBatches(db: Firestore, writes: Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + 400)) batch.set(ref, data);
    await batch.commit();
  }
}

function withoutId<T extends { id: string }>(entity: T): Omit<T, 'id'> {
  const { id: _id, ...data } = entity;
  return data;
}

export async function seed(options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  const real = options.real === true;
  const projectId = options.projectId ?? (real ? undefined : DEMO_PROJECT_ID);
  if (!projectId) throw new Error('Seeding a real project needs --project <id>.');
  if (!real) {
    const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !process.env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Refusing to seed: ${missing.join(' and ')} not set, so this would not go to the emulators. ` +
          'Start the emulators (npm start) or, for a real project, pass --project <id> --real.',
      );
    }
  }

  const now = options.now ?? Date.now();
  const app: App = initializeApp({ projectId }, `seed-${projectId}-${now}-${getApps().length}`);
  try {
    const db = getFirestore(app);
    const writes: Write[] = [];

    const cars = buildFleet(now);
    for (const car of cars) writes.push([db.collection('cars').doc(car.id), withoutId(car)]);
    for (const tier of DISCOUNT_TIERS) writes.push([db.collection('discounts').doc(tier.id), withoutId(tier)]);
    // A real boutique sets its own seasons; the demo shows one of each scope.
    const seasons = real ? [] : buildSeasons(now);
    for (const season of seasons) writes.push([db.collection('seasons').doc(season.id), seasonToData(withoutId(season))]);
    // The demo's extras; a real boutique defines its own in the back office.
    for (const extra of real ? [] : EXTRAS) writes.push([db.collection('extras').doc(extra.id), extraToData(withoutId(extra))]);
    writes.push([db.collection('settings').doc('site'), { ...SITE_SETTINGS }]);
    // The ranges the home page's questions quote, as the summarizeRentalTerms function keeps them.
    const offered = cars.filter((car) => car.isAvailable);
    writes.push([
      db.collection(RENTAL_TERMS_SUMMARY.collection).doc(RENTAL_TERMS_SUMMARY.id),
      { ranges: rentalTermsRanges(offered), cars: offered.length, updatedAt: now },
    ]);

    const blocks = real ? [] : buildBlocks(now);
    for (const block of blocks) {
      // createdAt as a Timestamp: what the admin panel writes (serverTimestamp) for its own blocks.
      writes.push([db.collection('availabilityBlocks').doc(block.id), { ...withoutId(block), createdAt: Timestamp.fromMillis(block.createdAt) }]);
      writes.push([db.collection('cars').doc(block.carId).collection('blockedRanges').doc(block.id), { startDate: block.startDate, endDate: block.endDate }]);
      // Its days, as the createBlock callable and a paid checkout take them (domain days.ts).
      for (const day of daysOf(block)) {
        const hold: DayHold =
          block.blockType === 'booking'
            ? { carId: block.carId, day, state: 'booked', orderId: block.id, expiresAt: null }
            : { carId: block.carId, day, state: 'blocked', orderId: null, blockId: block.id, expiresAt: null };
        writes.push([db.collection('holds').doc(holdId(block.carId, day)), { ...hold }]);
      }
    }
    await commitInBatches(db, writes);

    // The legal texts' drafts; a real project keeps any text its staff have published.
    const legalTexts = buildLegalTexts();
    for (const { document, version, publishedAt, texts } of legalTexts) {
      const current = db.collection('legalTexts').doc(document);
      if (real && (await current.get()).exists) continue;
      // The demo starts over from its first version: versions published since are gone with it.
      if (!real) {
        for (const sub of ['versions', 'publications']) await Promise.all((await current.collection(sub).get()).docs.map((doc) => doc.ref.delete()));
      }
      const at = Timestamp.fromDate(new Date(publishedAt));
      const data = { version, publishedAt: at, texts };
      await current.collection('versions').doc(String(version)).set(data);
      await current.collection('publications').doc(String(version)).set({ version, publishedAt: at, publishedBy: 'seed' });
      await current.set(data);
    }

    const accounts = real ? 0 : await seedAccounts(getAuth(app), db, log);
    if (!real) await seedOrders(db, cars, now, log);
    if (!real) await seedInbox(db, now, log);

    const summary: SeedSummary = {
      projectId,
      target: real ? 'real' : 'emulator',
      cars: cars.length,
      discounts: DISCOUNT_TIERS.length,
      seasons: seasons.length,
      settings: 1,
      blocks: blocks.length,
      accounts,
    };
    const brands = new Set(cars.map((car) => car.brand)).size;
    const categories = CAR_CATEGORIES.map((category) => `${category} ${cars.filter((car) => car.category === category).length}`).join(', ');
    log(`Seeded ${projectId} (${summary.target}):`);
    log(`  ${cars.length} cars from ${brands} brands (${categories})`);
    log(`  ${DISCOUNT_TIERS.length} discount tiers, ${seasons.length} seasons, site settings, ${legalTexts.length} legal texts`);
    if (!real) {
      log(`  ${blocks.length} availability blocks with their public ranges`);
      log(`  ${accounts} demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}${a.admin ? ' (admin)' : ''}`).join(', ')}`);
    }
    return summary;
  } finally {
    await deleteApp(app);
  }
}

function parseArgs(argv: string[]): SeedOptions {
  const options: SeedOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--real') options.real = true;
    else if (arg === '--project') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error('--project needs a project id.');
      options.projectId = value;
    } else if (arg?.startsWith('--project=')) options.projectId = arg.slice('--project='.length);
    else throw new Error(`Unknown argument: ${arg}. Usage: seed [--project <id> --real]`);
  }
  return options;
}

if (require.main === module) {
  Promise.resolve()
    .then(() => seed(parseArgs(process.argv.slice(2))))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
