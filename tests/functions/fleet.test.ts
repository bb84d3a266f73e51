/**
 * The fleet editor's callables on the emulators: a car saved with
 * the domain schema keeps what the editor does not show; a car with orders
 * cannot be deleted, one without goes with its blocks; an uploaded photo
 * becomes the storefront's 1200 x 800 photo and its responsive variants,
 * served by the site under /photos, and only an admin's real image does.
 */
import sharp from 'sharp';
import {
  CALLABLES,
  CAR_IMAGE_WIDTHS,
  CAR_MESSAGES,
  CAR_PHOTO_LIMITS,
  buildCarSlug,
  responsiveCarImage,
  type AddCarPhotoResponse,
  type CarFormValues,
  type SaveCarResponse,
} from '@costa/domain';
import { bookingFixture, call } from './bookings';
import { eventually, HOSTING, uniqueId } from './support';

const fixture = bookingFixture('fleet');
const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.map((id) => fixture.db.collection('cars').doc(id).delete()));
});

const asAdmin = async (name: string, data: unknown) =>
  call<never>(name, data, { Authorization: `Bearer ${(await fixture.admin()).idToken}` });

function carForm(overrides: Partial<CarFormValues> = {}): CarFormValues {
  return {
    name: 'McLaren Artura Test',
    brand: 'McLaren',
    model: 'Artura',
    year: 2025,
    category: 'supercars',
    availabilityType: 'direct_booking',
    location: 'Marbella',
    dailyPrice: '1290',
    isAvailable: true,
    description: 'A hybrid V6 for the mountain roads above Marbella.',
    features: ['Carbon seats', ''],
    specifications: {
      engine: '3.0 L V6 hybrid',
      torque: '',
      acceleration: '3.0 s',
      topSpeed: '330 km/h',
      transmission: 'Automatic',
      drivetrain: 'RWD',
      fuelType: 'Hybrid',
      roofType: 'Coupe',
      fuelConsumption: '',
      weight: '',
      dimensions: '',
      trunkCapacity: '',
      brakes: '',
      suspension: '',
      wheels: '',
      tires: '',
      horsepower: '680',
      seatingCapacity: '2',
    },
    videoUrl: '',
    images: ['/cars/ferrari-roma-spider-1.jpg'],
    rentalTerms: { depositEur: '6000', includedKmPerDay: '250', extraKmEur: '2.5', minDriverAge: '27', minLicenceYears: '3', insuranceExcessEur: '12000' },
    ...overrides,
  };
}

describe('saveCar', () => {
  it('creates a car whose slug follows its name, then changes it keeping its translations and other keys', async () => {
    const saved = await asAdmin(CALLABLES.saveCar, { car: carForm() });
    const { carId, slug } = saved.result as unknown as SaveCarResponse;
    created.push(carId);
    expect(slug).toBe(buildCarSlug('McLaren Artura Test', 'Artura', carId));
    const car = fixture.db.collection('cars').doc(carId);
    expect((await car.get()).data()).toMatchObject({
      name: 'McLaren Artura Test',
      dailyPrice: 1290,
      slugKey: carId.slice(0, 6).toLowerCase(),
      descriptionTranslations: { en: 'A hybrid V6 for the mountain roads above Marbella.' },
      featuresTranslations: { en: ['Carbon seats'] },
      specifications: { engine: '3.0 L V6 hybrid', horsepower: 680, seatingCapacity: 2 },
      rentalTerms: { depositEur: 6000, includedKmPerDay: 250, extraKmEur: 2.5, minDriverAge: 27, minLicenceYears: 3, insuranceExcessEur: 12000 },
      videoUrl: null,
    });
    await car.update({ 'descriptionTranslations.es': 'Un V6 híbrido.', 'specifications.interior': 'Alcantara' });

    const changed = await asAdmin(CALLABLES.saveCar, { carId, car: carForm({ name: 'McLaren Artura Spider', dailyPrice: 1390 }) });
    expect((changed.result as unknown as SaveCarResponse).slug).toBe(buildCarSlug('McLaren Artura Spider', 'Artura', carId));
    const after = (await car.get()).data()!;
    expect(after).toMatchObject({ name: 'McLaren Artura Spider', dailyPrice: 1390, descriptionTranslations: { es: 'Un V6 híbrido.' } });
    expect(after.specifications).toMatchObject({ interior: 'Alcantara', engine: '3.0 L V6 hybrid' });
  });

  it("keeps the fleet's summary of rental terms, which the home page quotes, in step with a car on offer", async () => {
    const summary = fixture.db.collection('fleetSummary').doc('rentalTerms');
    const maxDeposit = async () => ((await summary.get()).get('ranges.depositEur.max') as number | undefined) ?? null;
    const terms = { depositEur: '99000', includedKmPerDay: '100', extraKmEur: '12.5', minDriverAge: '35', minLicenceYears: '10', insuranceExcessEur: '150000' };
    const saved = await asAdmin(CALLABLES.saveCar, { car: carForm({ name: 'Bugatti Test', rentalTerms: terms }) });
    const { carId } = saved.result as unknown as SaveCarResponse;
    created.push(carId);
    await eventually(async () => ((await maxDeposit()) === 99_000 ? true : undefined), 20_000, 'the summary to count the new car');
    expect((await summary.get()).get('ranges.minDriverAge.max')).toBe(35);
    // Hidden, it no longer counts.
    await asAdmin(CALLABLES.saveCar, { carId, car: carForm({ name: 'Bugatti Test', rentalTerms: terms, isAvailable: false }) });
    await eventually(async () => ((await maxDeposit()) !== 99_000 ? true : undefined), 20_000, 'the summary to leave the hidden car out');
  });

  it('refuses a bad car on its fields, an unknown car, and anyone but an admin', async () => {
    const bad = await asAdmin(CALLABLES.saveCar, { car: carForm({ dailyPrice: '-3', images: ['https://evil.example/x.jpg'] }) });
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect(bad.error?.details).toMatchObject({ fields: { dailyPrice: { id: CAR_MESSAGES.price.id }, 'images[0]': { id: CAR_MESSAGES.photos.id } } });
    expect((await asAdmin(CALLABLES.saveCar, { carId: 'noSuchCar123', car: carForm() })).error?.status).toBe('NOT_FOUND');
    const customer = await fixture.signedIn(null);
    expect((await call(CALLABLES.saveCar, { car: carForm() })).error?.status).toBe('UNAUTHENTICATED');
    expect((await call(CALLABLES.saveCar, { car: carForm() }, { Authorization: `Bearer ${customer.idToken}` })).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('deleteCar', () => {
  it('refuses a car that has an order, and deletes one without, with its staff blocks', async () => {
    const booked = await fixture.testCar();
    await fixture.db.collection('orders').doc(`fleet-${uniqueId()}`).set({ car: { id: booked }, customer: { email: fixture.customer() }, status: 'cancelled', createdAt: Date.now() });
    const refused = await asAdmin(CALLABLES.deleteCar, { carId: booked });
    expect(refused.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'has-orders' } });
    expect((await fixture.db.collection('cars').doc(booked).get()).exists).toBe(true);

    const free = await fixture.testCar();
    const blocked = await asAdmin(CALLABLES.createBlock, { carId: free, startDate: '2031-03-01', endDate: '2031-03-03', blockType: 'maintenance', notes: '' });
    expect(blocked.error).toBeUndefined();
    expect((await asAdmin(CALLABLES.deleteCar, { carId: free })).result).toEqual({ deleted: true });
    expect((await fixture.db.collection('cars').doc(free).get()).exists).toBe(false);
    expect(await fixture.holds(free)).toEqual([]);
    expect((await fixture.db.collection('availabilityBlocks').where('carId', '==', free).get()).empty).toBe(true);
    expect((await fixture.db.collection('cars').doc(free).collection('blockedRanges').get()).empty).toBe(true);
  });

  it('refuses visitors and customers', async () => {
    const carId = await fixture.testCar();
    const customer = await fixture.signedIn(null);
    expect((await call(CALLABLES.deleteCar, { carId })).error?.status).toBe('UNAUTHENTICATED');
    expect((await call(CALLABLES.deleteCar, { carId }, { Authorization: `Bearer ${customer.idToken}` })).error?.status).toBe('PERMISSION_DENIED');
    expect((await fixture.db.collection('cars').doc(carId).get()).exists).toBe(true);
  });
});

describe('addCarPhoto and /photos', () => {
  const png = () => sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a1f1f' } }).png().toBuffer();
  const photoOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

  it("makes an admin's photo the storefront's 1200 x 800 JPEG with a WebP variant per width, served by the site", async () => {
    const answer = await asAdmin(CALLABLES.addCarPhoto, { contentType: 'image/png', data: (await png()).toString('base64') });
    const { url } = answer.result as unknown as AddCarPhotoResponse;
    expect(url).toMatch(/^\/photos\/[A-Za-z0-9_-]{16}\.jpg$/);
    const photo = await fetch(`${HOSTING}${url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await photoOf(photo)).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });

    const srcSet = responsiveCarImage(url).sources[0]!.srcSet.split(', ');
    expect(srcSet).toHaveLength(CAR_IMAGE_WIDTHS.length);
    for (const [i, candidate] of srcSet.entries()) {
      const variant = await fetch(`${HOSTING}${candidate.split(' ')[0]!}`);
      expect(await photoOf(variant)).toMatchObject({ format: 'webp', width: CAR_IMAGE_WIDTHS[i] });
    }
    expect((await fetch(`${HOSTING}/photos/noSuchPhoto123.jpg`)).status).toBe(404);
    // The local photo store's documents of this photo (the emulators' stand-in for Cloud Storage).
    const photoId = url.slice('/photos/'.length, -'.jpg'.length);
    const keys = [`photos~${photoId}.jpg`, ...CAR_IMAGE_WIDTHS.map((width) => `photos~v~${photoId}-${width}.webp`)];
    await Promise.all(keys.map((key) => fixture.db.collection('localPhotos').doc(key).delete()));
    expect((await fetch(`${HOSTING}${url.replace('.jpg', '.png')}`)).status).toBe(404);
  });

  it('refuses bytes that are not an image whatever their type says, a file too large, and anyone but an admin', async () => {
    const forged = await asAdmin(CALLABLES.addCarPhoto, { contentType: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') });
    expect(forged.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { images: { id: CAR_MESSAGES.photoType.id } } } });
    const svg = await asAdmin(CALLABLES.addCarPhoto, { contentType: 'image/svg+xml', data: (await png()).toString('base64') });
    expect(svg.error?.details).toMatchObject({ fields: { images: { id: CAR_MESSAGES.photoType.id } } });
    const huge = await asAdmin(CALLABLES.addCarPhoto, { contentType: 'image/jpeg', data: Buffer.alloc(CAR_PHOTO_LIMITS.maxBytes + 1).toString('base64') });
    expect(huge.error?.details).toMatchObject({ fields: { images: { id: CAR_MESSAGES.photoSize.id, values: { max: 10 } } } });
    const customer = await fixture.signedIn(null);
    const data = { contentType: 'image/png', data: (await png()).toString('base64') };
    expect((await call(CALLABLES.addCarPhoto, data)).error?.status).toBe('UNAUTHENTICATED');
    expect((await call(CALLABLES.addCarPhoto, data, { Authorization: `Bearer ${customer.idToken}` })).error?.status).toBe('PERMISSION_DENIED');
  });
});
