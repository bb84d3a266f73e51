/**
 * The car page. A car resolves by slug and by id; an
 * unknown or unavailable car is 'Car not found'; the gallery (arrows,
 * thumbnails, counter, keys, swipe) wraps around; quick info, description and
 * features (English where a translation is missing) and specifications show
 * in the page's language; the video hides when it fails; back to the fleet.
 * Cars come from the seeded demo fleet (scripts/seed/fleet.ts).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { buildCarSlug, formatEUR, localizedPath, type Car, type Lang } from '../../domain/src/index';
import { buildFleet, RS3_CAR_ID } from '../../scripts/seed/fleet';
import { expectPage, expectPath } from './support/app';

const FLEET = buildFleet();

function seeded(id: string): Car {
  const car = FLEET.find((c) => c.id === id);
  if (!car) throw new Error(`No seeded car ${id}`);
  return car;
}

const slugOf = (car: Car) => buildCarSlug(car.name, car.model, car.id);

/** Ferrari 296 GTB: instant booking, 4 photos, complete translations. */
const FERRARI = seeded('VPiaM3deL9A66yg4i5Yb');
/** Lotus Emira: description in every language, features in en, es, de only. */
const EMIRA = seeded('CAeIMBsDJPQknIuww6Ob');
/** Audi RS3: description and features in en and es only. */
const RS3 = seeded(RS3_CAR_ID);
/** McLaren Artura: the car the video test lends a video URL to. */
const ARTURA = seeded('mQcwWXArYVKqJACCeSXv');
/** The two seeded cars with isAvailable false. */
const UNAVAILABLE = FLEET.filter((car) => !car.isAvailable);

const NOT_FOUND: Partial<Record<Lang, string>> = { en: 'Car not found', es: 'Coche no encontrado', de: 'Auto nicht gefunden' };

async function openCar(page: Page, lang: Lang, param: string, name: string): Promise<void> {
  await page.goto(localizedPath(lang, 'car', param));
  await expectPage(page, 'car', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

function gallery(page: Page, name: string): Locator {
  return page.getByRole('region', { name: new RegExp(escapeRegExp(name)) }).filter({ has: page.getByTestId('gallery-stage') });
}

/** The visible counter, "2 / 4". */
function counter(page: Page): Locator {
  return page.getByText(/^\d+ \/ \d+$/);
}

/** The `dd` next to the `dt` with this text, inside `scope`. */
function valueOf(scope: Locator, name: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }).locator('xpath=following-sibling::dd[1]');
}

test.describe('car page', () => {
  test('a car opened by slug and by id shows the same car', async ({ page }) => {
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    const line = `${FERRARI.brand} · ${FERRARI.model} · ${FERRARI.year}`;
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByTestId('car-daily-price')).toHaveText(`${formatEUR(FERRARI.dailyPrice, 'en')} per day`);
    // What a screen reader reads; the word 'Location:' itself is visually hidden.
    await expect(page.getByText(`Location: ${FERRARI.location}`, { exact: true })).toBeVisible();

    await openCar(page, 'en', FERRARI.id, FERRARI.name);
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByTestId('car-daily-price')).toHaveText(`${formatEUR(FERRARI.dailyPrice, 'en')} per day`);
  });

  test('in Spanish, by id, the car shows with its price per day and badges', async ({ page }) => {
    await openCar(page, 'es', FERRARI.id, FERRARI.name);
    await expect(page.getByTestId('car-daily-price')).toHaveText(`${formatEUR(FERRARI.dailyPrice, 'es')} al día`);
    await expect(page.getByText('Reserva inmediata', { exact: true })).toBeVisible();
    await expect(page.getByText('Superdeportivos', { exact: true })).toBeVisible();
  });

  test('an on-request car carries the "bookable on request" badge, an instant one the "instant booking" badge', async ({ page }) => {
    const onRequest = FLEET.find((car) => car.isAvailable && car.availabilityType !== 'direct_booking')!;
    await openCar(page, 'en', slugOf(onRequest), onRequest.name);
    await expect(page.getByText('Bookable on request', { exact: true })).toBeVisible();
    await expect(page.getByText('Instant booking', { exact: true })).toHaveCount(0);

    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    await expect(page.getByText('Instant booking', { exact: true })).toBeVisible();
    await expect(page.getByText('Supercars', { exact: true })).toBeVisible();
  });

  for (const lang of ['en', 'es'] as const) {
    test(`an unknown slug shows "Car not found" (${lang})`, async ({ page }) => {
      await page.goto(localizedPath(lang, 'car', 'ferrari-nonexistent-zz9zz9'));
      await expectPage(page, 'car', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang]!);
    });
  }

  for (const car of UNAVAILABLE) {
    test(`the unavailable ${car.name} shows "Car not found" by id and by slug`, async ({ page }) => {
      await page.goto(localizedPath('en', 'car', car.id));
      await expectPage(page, 'car', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');

      await page.goto(localizedPath('de', 'car', slugOf(car)));
      await expectPage(page, 'car', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.de!);
    });
  }

  test('the description and features show in German on the German page', async ({ page }) => {
    await openCar(page, 'de', slugOf(FERRARI), FERRARI.name);
    await expect(page.getByRole('heading', { name: 'Über dieses Auto' })).toBeVisible();
    const description = page.getByTestId('car-description');
    await expect(description).toHaveText(FERRARI.descriptionTranslations.de!);
    await expect(description).toHaveAttribute('lang', 'de');
    const features = page.getByRole('region', { name: 'Ausstattung' }).getByRole('listitem');
    await expect(features).toHaveText(FERRARI.featuresTranslations.de!);
  });

  test('a car without German texts shows them in English on the German page', async ({ page }) => {
    expect(RS3.descriptionTranslations.de, 'the seed leaves the RS3 without German').toBeUndefined();
    await openCar(page, 'de', slugOf(RS3), RS3.name);
    const description = page.getByTestId('car-description');
    await expect(description).toHaveText(RS3.descriptionTranslations.en!);
    await expect(description, 'English text is marked as English').toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'Ausstattung' }).getByRole('listitem')).toHaveText(
      RS3.featuresTranslations.en!,
    );
    // The page around it stays German.
    await expect(page.getByRole('heading', { name: 'Technische Daten' })).toBeVisible();
  });

  test('a car without French features shows the French description and the English features', async ({ page }) => {
    expect(EMIRA.featuresTranslations.fr, 'the seed leaves the Emira without French features').toBeUndefined();
    await openCar(page, 'fr', slugOf(EMIRA), EMIRA.name);
    await expect(page.getByTestId('car-description')).toHaveText(EMIRA.descriptionTranslations.fr!);
    const features = page.getByRole('region', { name: 'Équipements' }).getByRole('list');
    await expect(features).toHaveAttribute('lang', 'en');
    await expect(features.getByRole('listitem')).toHaveText(EMIRA.featuresTranslations.en!);
  });

  test('the gallery: arrows, thumbnails and counter, wrapping both ways', async ({ page }) => {
    expect(FERRARI.images).toHaveLength(4);
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    const photos = gallery(page, FERRARI.name);
    await expect(counter(page)).toHaveText('1 / 4');
    await expect(photos.getByRole('img', { name: `${FERRARI.name}, photo 1 of 4` })).toHaveAttribute('src', FERRARI.images[0]!);

    await photos.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText('2 / 4');
    await expect(photos.getByRole('img', { name: `${FERRARI.name}, photo 2 of 4` })).toHaveAttribute('src', FERRARI.images[1]!);

    await photos.getByRole('button', { name: 'Previous photo' }).click();
    await photos.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page), 'back past the first photo to the last').toHaveText('4 / 4');
    await photos.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page), 'on past the last photo to the first').toHaveText('1 / 4');

    const third = photos.getByRole('button', { name: 'Show photo 3 of 4' });
    await third.click();
    await expect(counter(page)).toHaveText('3 / 4');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(photos.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(photos.getByRole('img', { name: `${FERRARI.name}, photo 3 of 4` })).toBeVisible();
  });

  test('the gallery follows the arrow keys in Spanish', async ({ page }) => {
    await openCar(page, 'es', slugOf(FERRARI), FERRARI.name);
    const stage = page.getByRole('group', { name: 'Visor de fotos' });
    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('4 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('1 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 / 4');
    await expect(page.getByRole('button', { name: 'Ver la foto 2 de 4' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Foto siguiente' })).toBeVisible();
  });

  test('quick info: passengers, fuel type and transmission, in English and German', async ({ page }) => {
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    await expect(page.getByTestId('quick-info-passengers')).toHaveText(/Passengers\s*2/);
    await expect(page.getByTestId('quick-info-fuel')).toHaveText(/Fuel type\s*Hybrid/);
    await expect(page.getByTestId('quick-info-transmission')).toHaveText(/Transmission\s*Automatic/);

    await openCar(page, 'de', slugOf(FERRARI), FERRARI.name);
    await expect(page.getByTestId('quick-info-passengers')).toHaveText(/Personen\s*2/);
    await expect(page.getByTestId('quick-info-transmission')).toHaveText(/Getriebe\s*Automatik/);
  });

  test('the specifications list every specification of the car, horsepower first', async ({ page }) => {
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    const section = page.getByRole('region', { name: 'Specifications' });
    await expect(section.locator('dt')).toHaveCount(Object.keys(FERRARI.specifications!).length);
    await expect(section.locator('dt').first()).toHaveText('Horsepower');
    await expect(valueOf(section, 'Horsepower')).toHaveText('830 hp');
    await expect(valueOf(section, 'Engine')).toHaveText('3.0L twin-turbo V6 plug-in hybrid');
    await expect(valueOf(section, 'Top speed')).toHaveText('330 km/h');
    await expect(valueOf(section, 'Drivetrain')).toHaveText('Rear-wheel drive');

    await openCar(page, 'de', slugOf(FERRARI), FERRARI.name);
    const german = page.getByRole('region', { name: 'Technische Daten' });
    await expect(valueOf(german, 'Leistung')).toHaveText('830 PS');
    await expect(valueOf(german, 'Getriebe')).toHaveText('Automatik');
  });

  test('the back button returns to the fleet, in English and Spanish', async ({ page }) => {
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    await page.getByRole('link', { name: 'Back to the fleet' }).click();
    await expectPath(page, '/en/cars');
    await expectPage(page, 'cars', 'en');

    await openCar(page, 'es', FERRARI.id, FERRARI.name);
    await page.getByRole('link', { name: 'Volver a la flota' }).click();
    await expectPath(page, '/es/coches');
    await expectPage(page, 'cars', 'es');
  });

  test('a video that fails to load is hidden', async ({ page, request }) => {
    const videoUrl = 'https://video.e2e.invalid/artura.mp4';
    let pending: (() => Promise<void>) | undefined;
    // Hold the video's request so the player can be seen first, then fail it.
    await page.route('https://video.e2e.invalid/**', (route) => {
      pending = () => route.abort('failed');
    });
    await setVideoUrl(request, ARTURA.id, videoUrl);
    try {
      await openCar(page, 'en', slugOf(ARTURA), ARTURA.name);
      const video = page.getByLabel(`Video of ${ARTURA.name}`);
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute('src', videoUrl);
      expect(await video.evaluate((el: HTMLVideoElement) => el.muted && el.controls && el.playsInline)).toBe(true);

      await expect.poll(() => pending !== undefined, { message: 'the video was requested' }).toBe(true);
      await pending!();

      await expect(page.locator('video')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTURA.name);
      await expect(counter(page), 'the gallery stays').toHaveText('1 / 3');
    } finally {
      await setVideoUrl(request, ARTURA.id, null);
    }
  });
});

test.describe('car page on a phone @mobile', () => {
  test('stacks gallery, overview, booking and details without scrolling sideways', async ({ page }) => {
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    const booking = page.locator('[data-booking-panel]');
    await expect(booking).toBeVisible();
    // The page's fonts set where its lines wrap.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const stageTop = await top(page.getByTestId('gallery-stage'));
    const titleTop = await top(page.getByRole('heading', { level: 1 }));
    const bookingTop = await top(booking);
    const quickInfoTop = await top(page.getByTestId('quick-info-passengers'));
    expect(stageTop).toBeLessThan(titleTop);
    expect(titleTop).toBeLessThan(bookingTop);
    expect(bookingTop).toBeLessThan(quickInfoTop);

    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('the booking panel loads only once the visitor reaches it, and then works', async ({ page }) => {
    const panelCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/booking-panel-[^/]+\.js$/.test(request.url())) panelCode.push(request.url());
    });
    await openCar(page, 'en', slugOf(FERRARI), FERRARI.name);
    const panel = page.locator('[data-booking-panel]');
    // Its heading at the window's foot, the rest below: the server's HTML, without its code.
    await expect(panel.getByRole('heading', { name: 'Book this car' })).toBeVisible();
    expect(panelCode, 'booking panel code fetched before the visitor reached it').toEqual([]);

    await panel.getByRole('button', { name: 'Book now' }).scrollIntoViewIfNeeded();
    await expect.poll(() => panelCode.length, { message: 'the panel code, once in view' }).toBe(1);
    // Typed as soon as the code is asked for: what the visitor types is kept, live or not yet.
    const pickup = panel.getByRole('combobox', { name: 'Pickup location' });
    await pickup.fill('Hotel Puente Romano');
    await expect(pickup).toHaveValue('Hotel Puente Romano');
    // The app's own check, not the browser's: the live panel answers the button.
    await panel.getByRole('button', { name: 'Book now' }).click();
    await expect(panel.getByRole('button', { name: /^Rental dates/ })).toHaveAccessibleDescription('Please select rental dates.');
  });

  test('a swipe of 50 px turns the photo, a shorter one does not (German)', async ({ page }) => {
    await openCar(page, 'de', slugOf(FERRARI), FERRARI.name);
    const stage = page.getByTestId('gallery-stage');
    await expect(counter(page)).toHaveText('1 / 4');
    const swipe = async (dx: number) => {
      const box = (await stage.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2 + 60;
      const common = { pointerId: 11, pointerType: 'touch', isPrimary: true, bubbles: true, clientY: y };
      await stage.dispatchEvent('pointerdown', { ...common, clientX: x });
      await stage.dispatchEvent('pointerup', { ...common, clientX: x + dx });
    };
    await swipe(-30);
    await expect(counter(page)).toHaveText('1 / 4');
    await swipe(-50);
    await expect(counter(page)).toHaveText('2 / 4');
    await swipe(60);
    await swipe(60);
    await expect(counter(page), 'wraps back to the last photo').toHaveText('4 / 4');
  });
});

/** Gives a seeded car a video URL (or takes it away) straight in the Firestore emulator, past the rules. */
async function setVideoUrl(request: APIRequestContext, carId: string, url: string | null) {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const project = process.env.GCLOUD_PROJECT ?? 'demo-costa';
  const response = await request.patch(
    `http://${host}/v1/projects/${project}/databases/(default)/documents/cars/${carId}?updateMask.fieldPaths=videoUrl`,
    {
      headers: { Authorization: 'Bearer owner' },
      data: { fields: { videoUrl: url === null ? { nullValue: null } : { stringValue: url } } },
    },
  );
  expect(response.ok(), `the emulator took the video URL (${response.status()})`).toBe(true);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
