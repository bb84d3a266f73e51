/**
 * The fleet list. The cars page shows every available car
 * and no other, the nine filters narrow it (kept in the URL: a reload keeps
 * them, Back restores the previous ones), cards open their car and turn their
 * photos, the phone layout keeps the filters in a sheet, and the home page
 * features the six latest cars. Expectations come from the seeded fleet.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { buildCarSlug, localizedPath, type Lang } from '../../domain/src/index';
import { buildFleet, FLEET, type FleetEntry } from '../../scripts/seed/fleet';
import { expectPage, expectPath, pathAndQuery } from './support/app';

const AVAILABLE = FLEET.filter((car) => car.isAvailable);
const nameOf = (car: Pick<FleetEntry, 'brand' | 'model'>) => `${car.brand} ${car.model}`;
const names = (cars: readonly FleetEntry[]) => cars.map(nameOf).sort();
const onRequest = (car: FleetEntry) => car.availabilityType !== 'direct_booking';
const power = (car: FleetEntry) => Number(car.specifications.horsepower ?? 0);

/** Visible words the tests look for, per language. */
const TEXT = {
  en: {
    count: (n: number) => (n === 1 ? '1 car' : `${n} cars`),
    list: 'Available cars',
    brand: 'Brand',
    model: 'Model',
    seats: 'Seats',
    allModels: 'All',
    onRequest: 'On request',
    instant: 'Instant booking',
    inquire: 'Inquire',
    available: 'Available',
    sendRequest: 'Send request',
    rentNow: 'Rent now',
    minPower: 'Minimum horsepower',
    maxPower: 'Maximum horsepower',
    clear: 'Clear filters',
    noMatch: 'No cars match these filters.',
    filters: 'Filters',
    featured: 'Featured cars',
    wholeFleet: 'View the whole fleet',
    next: 'Next photo',
    previous: 'Previous photo',
    photo: (name: string, n: number, total: number) => `${name}, photo ${n} of ${total}`,
    show: (n: number) => (n === 1 ? 'Show 1 car' : `Show ${n} cars`),
    activeFilters: (n: number) => `Filters (${n} active)`,
  },
  de: {
    count: (n: number) => (n === 1 ? '1 Auto' : `${n} Autos`),
    list: 'Verfügbare Autos',
    brand: 'Marke',
    model: 'Modell',
    seats: 'Sitze',
    allModels: 'Alle',
    onRequest: 'Auf Anfrage',
    instant: 'Sofort buchbar',
    inquire: 'Anfragen',
    available: 'Verfügbar',
    sendRequest: 'Anfrage senden',
    rentNow: 'Jetzt mieten',
    minPower: 'Mindestleistung',
    maxPower: 'Höchstleistung',
    clear: 'Filter zurücksetzen',
    noMatch: 'Keine Autos entsprechen diesen Filtern.',
    filters: 'Filter',
    featured: 'Ausgewählte Autos',
    wholeFleet: 'Die ganze Flotte ansehen',
    next: 'Nächstes Foto',
    previous: 'Vorheriges Foto',
    photo: (name: string, n: number, total: number) => `${name}, Foto ${n} von ${total}`,
    show: (n: number) => (n === 1 ? '1 Auto anzeigen' : `${n} Autos anzeigen`),
    activeFilters: (n: number) => `Filter (${n} aktiv)`,
  },
  es: {
    count: (n: number) => (n === 1 ? '1 coche' : `${n} coches`),
    list: 'Coches disponibles',
    brand: 'Marca',
    model: 'Modelo',
    seats: 'Plazas',
    allModels: 'Todos',
    onRequest: 'Bajo petición',
    instant: 'Reserva inmediata',
    inquire: 'Consultar',
    available: 'Disponible',
    sendRequest: 'Enviar solicitud',
    rentNow: 'Alquilar ahora',
    minPower: 'Potencia mínima',
    maxPower: 'Potencia máxima',
    clear: 'Borrar filtros',
    noMatch: 'Ningún coche coincide con estos filtros.',
    filters: 'Filtros',
    featured: 'Coches destacados',
    wholeFleet: 'Ver toda la flota',
    next: 'Foto siguiente',
    previous: 'Foto anterior',
    photo: (name: string, n: number, total: number) => `${name}, foto ${n} de ${total}`,
    show: (n: number) => (n === 1 ? 'Ver 1 coche' : `Ver ${n} coches`),
    activeFilters: (n: number) => (n === 1 ? 'Filtros (1 activo)' : `Filtros (${n} activos)`),
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

/** The fleet arrives through a live Firestore query; on a busy machine the first answer can take a while. */
const FLEET_LOAD_TIMEOUT = 30_000;

// Each test loads the fleet more than once.
test.describe.configure({ timeout: 90_000 });

async function openCars(page: Page, lang: Lang, query = ''): Promise<Locator> {
  await page.goto(localizedPath(lang, 'cars') + query);
  await expectPage(page, 'cars', lang);
  await expect(page.locator('[data-car-grid="ready"], [data-car-grid="empty"]')).toBeVisible({ timeout: FLEET_LOAD_TIMEOUT });
  return page.locator('[data-car-grid="ready"]');
}

function carList(page: Page, t: Texts): Locator {
  return page.getByRole('list', { name: t.list });
}

/** The names on the cards shown, sorted. */
async function shownNames(page: Page, t: Texts): Promise<string[]> {
  const headings = carList(page, t).getByRole('heading', { level: 3 });
  return (await headings.allTextContents()).sort();
}

async function expectCars(page: Page, t: Texts, expected: readonly FleetEntry[]): Promise<void> {
  await expect(page.locator('[data-result-count]')).toHaveText(t.count(expected.length));
  await expect(carList(page, t).getByRole('listitem')).toHaveCount(expected.length);
  expect(await shownNames(page, t)).toEqual(names(expected));
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

for (const lang of ['en', 'de'] as const) {
  const t = TEXT[lang];

  test.describe(`the cars page (${lang})`, () => {
    test('lists every available car and no unavailable one, with the count', async ({ page }) => {
      await openCars(page, lang);
      await expectCars(page, t, AVAILABLE);
      for (const hidden of FLEET.filter((car) => !car.isAvailable)) {
        await expect(page.getByRole('heading', { name: nameOf(hidden), exact: true })).toHaveCount(0);
      }
    });

    test('a brand leaves only its cars, and the model options follow the brand', async ({ page }) => {
      await openCars(page, lang);
      await page.getByLabel(t.brand, { exact: true }).selectOption('Ferrari');
      await expectPath(page, `${localizedPath(lang, 'cars')}?brand=Ferrari`);
      const ferraris = AVAILABLE.filter((car) => car.brand === 'Ferrari');
      await expectCars(page, t, ferraris);

      const models = page.getByLabel(t.model, { exact: true }).locator('option');
      await expect(models).toHaveText([t.allModels, ...ferraris.map((car) => car.model).sort()]);

      await page.getByLabel(t.model, { exact: true }).selectOption('Roma Spider');
      await expectCars(page, t, ferraris.filter((car) => car.model === 'Roma Spider'));

      // Another brand does not make the Roma Spider: the model is dropped.
      await page.getByLabel(t.brand, { exact: true }).selectOption('Porsche');
      await expectPath(page, `${localizedPath(lang, 'cars')}?brand=Porsche`);
      await expect(page.getByLabel(t.model, { exact: true })).toHaveValue('');
      await expectCars(page, t, AVAILABLE.filter((car) => car.brand === 'Porsche'));
    });

    test('availability: on request shows the cars to inquire about, instant booking the others', async ({ page }) => {
      await openCars(page, lang);
      await page.getByRole('button', { name: t.onRequest, exact: true }).click();
      await expectPath(page, `${localizedPath(lang, 'cars')}?type=on_request`);
      await expectCars(page, t, AVAILABLE.filter(onRequest));
      await expect(carList(page, t).getByText(t.sendRequest, { exact: true })).toHaveCount(AVAILABLE.filter(onRequest).length);
      await expect(carList(page, t).getByText(t.rentNow, { exact: true })).toHaveCount(0);
      await expect(carList(page, t).getByText(t.inquire, { exact: true })).toHaveCount(AVAILABLE.filter(onRequest).length);

      await page.getByRole('button', { name: t.instant, exact: true }).click();
      const direct = AVAILABLE.filter((car) => !onRequest(car));
      await expectCars(page, t, direct);
      await expect(carList(page, t).getByText(t.rentNow, { exact: true })).toHaveCount(direct.length);
      await expect(carList(page, t).getByText(t.available, { exact: true })).toHaveCount(direct.length);
    });

    test('horsepower: the range drops weaker cars, its top keeps the cars above 1,000 hp, and one slider is one history entry', async ({ page }) => {
      await openCars(page, lang);
      const low = page.getByRole('slider', { name: t.minPower });
      const high = page.getByRole('slider', { name: t.maxPower });

      // Page Up moves ten steps of 50 hp: from 100 to 600. The top, 1,000, means "and up".
      await low.focus();
      await page.keyboard.press('PageUp');
      await expectPath(page, `${localizedPath(lang, 'cars')}?hp=600-1000`);
      await expectCars(page, t, AVAILABLE.filter((car) => power(car) >= 600));
      for (const name of ['Lamborghini Revuelto', 'Bugatti Chiron Sport']) {
        await expect(card(page, name)).toHaveCount(1);
      }
      for (const weak of AVAILABLE.filter((car) => power(car) < 600)) {
        await expect(card(page, nameOf(weak))).toHaveCount(0);
      }

      // Below the top the range is closed: the Revuelto (1,015 hp) and the Chiron (1,500 hp) go.
      await high.focus();
      await page.keyboard.press('ArrowLeft');
      await expectPath(page, `${localizedPath(lang, 'cars')}?hp=600-950`);
      await expectCars(page, t, AVAILABLE.filter((car) => power(car) >= 600 && power(car) <= 950));
      await expect(card(page, 'Lamborghini Revuelto')).toHaveCount(0);

      // Both moves of the slider made one history entry: Back returns to the unfiltered list.
      await page.goBack();
      await expectPath(page, localizedPath(lang, 'cars'));
      await expectCars(page, t, AVAILABLE);
    });

    test('filters in the URL survive a reload, and Back restores the previous ones', async ({ page }) => {
      await openCars(page, lang, '?brand=Porsche&seats=4');
      const porsches = AVAILABLE.filter((car) => car.brand === 'Porsche' && car.specifications.seatingCapacity === 4);
      await expectCars(page, t, porsches);

      await page.reload();
      await expectPage(page, 'cars', lang);
      await expect(page.locator('[data-car-grid="ready"]')).toBeVisible({ timeout: FLEET_LOAD_TIMEOUT });
      await expectCars(page, t, porsches);
      await expect(page.getByLabel(t.brand, { exact: true })).toHaveValue('Porsche');
      await expect(page.getByLabel(t.seats, { exact: true })).toHaveValue('4');

      await page.getByLabel(t.brand, { exact: true }).selectOption('Ferrari');
      await expectCars(page, t, AVAILABLE.filter((car) => car.brand === 'Ferrari' && car.specifications.seatingCapacity === 4));

      await page.goBack();
      await expectPath(page, `${localizedPath(lang, 'cars')}?brand=Porsche&seats=4`);
      await expect(page.getByLabel(t.brand, { exact: true })).toHaveValue('Porsche');
      await expectCars(page, t, porsches);
    });

    test('"Clear filters" puts every filter back, also from the no-match message', async ({ page }) => {
      await openCars(page, lang, '?type=direct_booking&brand=Audi&year=2024-2025');
      await page.getByRole('button', { name: t.clear }).first().click();
      await expectPath(page, localizedPath(lang, 'cars'));
      await expectCars(page, t, AVAILABLE);
      await expect(page.getByRole('button', { name: t.clear })).toHaveCount(0);

      await openCars(page, lang, '?brand=Ferrari&seats=5');
      await expect(page.getByText(t.noMatch)).toBeVisible();
      await expect(page.locator('[data-result-count]')).toHaveText(t.count(0));
      await page.locator('[data-car-grid="empty"]').getByRole('button', { name: t.clear }).click();
      await expectPath(page, localizedPath(lang, 'cars'));
      await expectCars(page, t, AVAILABLE);
    });

    test('a card turns its photos round both ways without leaving the page, and opens its car at the slug', async ({ page }) => {
      await openCars(page, lang);
      const car = AVAILABLE.find((c) => c.model === '296 GTB')!;
      const name = nameOf(car);
      const item = card(page, name);
      const photo = item.locator('img[data-photo-active]');
      await expect(photo).toHaveAttribute('alt', t.photo(name, 1, car.photos));

      await item.hover();
      await item.getByRole('button', { name: t.previous }).click();
      await expect(photo).toHaveAttribute('alt', t.photo(name, car.photos, car.photos));
      await item.getByRole('button', { name: t.next }).click();
      await expect(photo).toHaveAttribute('alt', t.photo(name, 1, car.photos));
      await item.getByRole('button', { name: t.next }).click();
      await expect(photo).toHaveAttribute('alt', t.photo(name, 2, car.photos));
      await expectPath(page, localizedPath(lang, 'cars'));

      // Anywhere on the card opens the car: here, the photo.
      const box = (await item.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + 60);
      const stored = buildFleet().find((c) => c.id === car.id)!;
      await expectPath(page, localizedPath(lang, 'car', buildCarSlug(stored.name, stored.model, stored.id)));
      await expectPage(page, 'car', lang);
    });
  });
}

test('unreadable filters in a link do not break the page', async ({ page }) => {
  const t = TEXT.en;
  await openCars(page, 'en', '?hp=lots&type=teleport&year=1990-1980&brand=Nope');
  await expect(page.getByText(t.noMatch)).toBeVisible();
  await openCars(page, 'en', '?hp=lots&type=teleport');
  await expectCars(page, t, AVAILABLE);
});

test.describe('the home page', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`features the six latest available cars, newest first, and links to the fleet (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await page.goto(localizedPath(lang, 'home'));
      await expectPage(page, 'home', lang);
      const section = page.getByRole('region', { name: t.featured });
      const list = section.getByRole('list', { name: t.featured });
      const latest = [...AVAILABLE].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo).slice(0, 6);
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(latest.map(nameOf), { timeout: FLEET_LOAD_TIMEOUT });

      await section.getByRole('link', { name: t.wholeFleet }).click();
      await expectPath(page, localizedPath(lang, 'cars'));
      await expectPage(page, 'cars', lang);
    });
  }
});

test.describe('phone layout @mobile', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`the filters open in a sheet whose button counts the active filters (${lang}) @mobile`, async ({ page }) => {
      const t = TEXT[lang];
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await openCars(page, lang);
      const trigger = page.getByRole('button', { name: t.filters, exact: true });
      await expect(trigger).toBeVisible();
      // The sidebar is in the server's HTML for every screen; on a phone it is not shown, and its
      // code never loads.
      await expect(page.locator('[data-filter-sidebar]')).toBeHidden();
      expect(scripts.filter((url) => /\/filter-sidebar-[\w-]+\.js$/.test(url))).toEqual([]);
      // React marks each node it has hydrated: the sheet's button is the app's, the sidebar is not.
      const hydrated = (locator: Locator) => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
      expect(await hydrated(trigger)).toBe(true);
      expect(await hydrated(page.locator('[data-filter-sidebar]'))).toBe(false);
      await expect(page.locator('[data-filter-badge]')).toHaveCount(0);

      await trigger.click();
      const sheet = page.getByRole('dialog', { name: t.filters });
      await expect(sheet).toBeVisible();
      // It slides in from the left edge.
      await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);

      await sheet.getByLabel(t.brand, { exact: true }).selectOption('Ferrari');
      await sheet.getByRole('button', { name: t.onRequest, exact: true }).click();
      const expected = AVAILABLE.filter((car) => car.brand === 'Ferrari' && onRequest(car));
      await sheet.getByRole('button', { name: t.show(expected.length) }).click();
      await expect(sheet).toBeHidden();

      await expectCars(page, t, expected);
      const counted = page.getByRole('button', { name: t.activeFilters(2) });
      await expect(counted).toBeVisible();
      await expect(page.locator('[data-filter-badge]')).toHaveText('2');
      expect(pathAndQuery(page.url())).toBe(`${localizedPath(lang, 'cars')}?type=on_request&brand=Ferrari`);
    });
  }
});
