/**
 * The compare list. Cars are added from the compare
 * page's picker, the car page and the cars page; the list survives a reload;
 * duplicates and a fourth car are refused with their notices; cars can be
 * removed one by one or all at once; each card leads to its car page. English
 * and Spanish, and the phone layout.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { localizedPath } from '../../domain/src/index';
import { expectPage, expectPath } from './support/app';

interface Words {
  addCar: string;
  search: string;
  added: RegExp;
  removed: RegExp;
  alreadyAdded: string;
  noMatch: string;
  empty: string;
  browse: string;
  car: (position: number) => RegExp;
  remove: (name: string) => string;
  viewDetails: (name: string) => string;
}

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    addCar: 'Add a car',
    search: 'Search available cars',
    added: /added to comparison/,
    removed: /removed from comparison/,
    alreadyAdded: 'Already in your comparison',
    noMatch: 'No cars match your search',
    empty: 'No cars to compare yet',
    browse: 'Browse cars',
    car: (position) => new RegExp(`^Car ${position}: `),
    remove: (name) => `Remove ${name}`,
    viewDetails: (name) => `View details: ${name}`,
  },
  es: {
    addCar: 'Añadir un coche',
    search: 'Buscar coches disponibles',
    added: /añadido a la comparación/,
    removed: /eliminado de la comparación/,
    alreadyAdded: 'Ya está en tu comparación',
    noMatch: 'Ningún coche coincide con tu búsqueda',
    empty: 'Aún no hay coches para comparar',
    browse: 'Ver coches',
    car: (position) => new RegExp(`^Coche ${position}: `),
    remove: (name) => `Quitar ${name}`,
    viewDetails: (name) => `Ver detalles: ${name}`,
  },
};

async function openCompare(page: Page, lang: 'en' | 'es'): Promise<void> {
  await page.goto(localizedPath(lang, 'compare'));
  await expectPage(page, 'compare', lang);
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** The compare page itself, without the notices that float over it. */
function content(page: Page): Locator {
  return page.locator('[data-page="compare"]');
}

function cards(page: Page): Locator {
  return content(page).locator('article');
}

/** The car names the picker offers for `query` (the first line of each option). */
async function optionNames(page: Page): Promise<string[]> {
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  return options.locator('span:first-child').allTextContents();
}

/** Opens the first empty slot's picker, searches and chooses the option at `index`; returns the car's name. */
async function pickCar(page: Page, words: Words, query: string, index = 0): Promise<string> {
  await page.getByRole('button', { name: words.addCar }).first().click();
  const search = page.getByRole('combobox', { name: words.search });
  await expect(search).toBeFocused();
  await search.fill(query);
  const names = await optionNames(page);
  const name = names[index];
  expect(name, `the picker offers at least ${index + 1} cars for "${query}"`).toBeTruthy();
  await page.getByRole('option').nth(index).click();
  await expect(page.getByRole('article', { name: new RegExp(`: ${escapeRegExp(name!)}$`) })).toBeVisible();
  return name!;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const list = JSON.parse(window.localStorage.getItem('compare') ?? '[]') as { id: string }[];
    return list.map((entry) => entry.id);
  });
}

test.describe('compare page', () => {
  test('starts empty with a way to the fleet', async ({ page }) => {
    await openCompare(page, 'en');
    await expect(page.getByRole('heading', { name: WORDS.en.empty })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('link', { name: WORDS.en.browse }).click();
    await expectPage(page, 'cars', 'en');
  });

  test('the picker lists available cars by name, searches them, and cancels with Escape', async ({ page }) => {
    await openCompare(page, 'en');
    await page.getByRole('button', { name: WORDS.en.addCar }).click();
    const search = page.getByRole('combobox', { name: WORDS.en.search });
    await expect(search).toBeFocused();

    const all = await optionNames(page);
    expect(all.length).toBeGreaterThan(3);
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    await search.fill('ferrari');
    const ferraris = await optionNames(page);
    expect(ferraris.length).toBeGreaterThan(0);
    expect(ferraris.length).toBeLessThan(all.length);
    for (const name of ferraris) expect(name).toMatch(/ferrari/i);

    await search.fill('no such car zzz');
    await expect(page.getByText(WORDS.en.noMatch)).toBeVisible();

    // The first Escape closes the list, the second gives up and returns to the prompt.
    await search.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await search.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(page.getByRole('button', { name: WORDS.en.addCar })).toBeFocused();
  });

  test('cars chosen in the picker fill the slots and survive a reload', async ({ page }) => {
    await openCompare(page, 'en');
    const first = await pickCar(page, WORDS.en, 'Ferrari', 0);
    await expect(toast(page, WORDS.en.added)).toBeVisible();
    const second = await pickCar(page, WORDS.en, 'Lamborghini', 0);

    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('article', { name: WORDS.en.car(1) })).toContainText(first);
    await expect(page.getByRole('article', { name: WORDS.en.car(2) })).toContainText(second);
    await expect(content(page).getByText('2 of 3 cars selected')).toBeVisible();
    // The third slot still offers its picker.
    await expect(page.getByRole('button', { name: WORDS.en.addCar })).toHaveCount(1);

    await page.reload();
    await expectPage(page, 'compare', 'en');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('article', { name: WORDS.en.car(1) })).toContainText(first);
    await expect(page.getByRole('article', { name: WORDS.en.car(2) })).toContainText(second);
    for (const card of await cards(page).all()) {
      await expect(card.getByText(/^(\d+ HP|N\/A)$/)).toBeVisible();
      // The daily price (the rental terms' deposit and excess are euros too).
      await expect(card.locator('p', { hasText: 'per day' }).getByText(/^€[\d,]+$/)).toBeVisible();
    }
  });

  test('a car already compared is marked in the picker and refused with the destructive notice', async ({ page }) => {
    await openCompare(page, 'en');
    const first = await pickCar(page, WORDS.en, 'Ferrari', 0);
    const before = await storedIds(page);

    await page.getByRole('button', { name: WORDS.en.addCar }).first().click();
    await page.getByRole('combobox', { name: WORDS.en.search }).fill(first);
    const option = page.getByRole('option').filter({ hasText: first }).first();
    await expect(option).toContainText(WORDS.en.alreadyAdded);
    await option.click();

    const refusal = toast(page, WORDS.en.alreadyAdded);
    await expect(refusal).toBeVisible();
    await expect(refusal).toHaveAttribute('data-variant', 'error');
    await expect(cards(page)).toHaveCount(1);
    expect(await storedIds(page)).toEqual(before);
  });

  test('a fourth car is refused with the maximum notice', async ({ page }) => {
    await openCompare(page, 'en');
    await pickCar(page, WORDS.en, 'Ferrari', 0);
    await pickCar(page, WORDS.en, 'Porsche', 0);
    await pickCar(page, WORDS.en, 'Lamborghini', 0);
    await expect(page.getByRole('button', { name: WORDS.en.addCar })).toHaveCount(0);
    const three = await storedIds(page);

    await page.goto(localizedPath('en', 'cars'));
    await expectPage(page, 'cars', 'en');
    const notCompared = page.getByRole('button', { name: /^Compare /, pressed: false }).first();
    await expect(notCompared).toBeVisible();
    await notCompared.click();

    await expect(toast(page, 'You can compare up to 3 cars')).toBeVisible();
    await expect(notCompared).toHaveAttribute('aria-pressed', 'false');
    expect(await storedIds(page)).toEqual(three);
    await expect(page.getByRole('button', { name: /^In comparison: /, pressed: true })).toHaveCount(3);
  });

  test('view details opens the car page, whose toggle removes and adds the car', async ({ page }) => {
    await openCompare(page, 'en');
    const name = await pickCar(page, WORDS.en, 'Porsche', 0);

    await page.getByRole('link', { name: WORDS.en.viewDetails(name) }).click();
    await expectPage(page, 'car', 'en');
    await expect(page).toHaveURL(/\/en\/car\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

    const toggle = page.getByRole('button', { name: /^In comparison: / });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toast(page, WORDS.en.removed)).toBeVisible();
    expect(await storedIds(page)).toEqual([]);

    await page.getByRole('button', { name: /^Compare /, pressed: false }).click();
    // The notice of the first adding may still be on screen.
    await expect(toast(page, WORDS.en.added).last()).toBeVisible();
    expect(await storedIds(page)).toHaveLength(1);

    await page.goto(localizedPath('en', 'compare'));
    await expect(page.getByRole('article', { name: WORDS.en.car(1) })).toContainText(name);
  });

  test('remove takes one car out; clear all asks first, then empties the list', async ({ page }) => {
    await openCompare(page, 'en');
    const first = await pickCar(page, WORDS.en, 'Ferrari', 0);
    const second = await pickCar(page, WORDS.en, 'Porsche', 0);
    const third = await pickCar(page, WORDS.en, 'McLaren', 0);

    await page.getByRole('button', { name: WORDS.en.remove(second) }).click();
    await expect(toast(page, WORDS.en.removed)).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('article', { name: WORDS.en.car(1) })).toContainText(first);
    await expect(page.getByRole('article', { name: WORDS.en.car(2) })).toContainText(third);
    await expect(page.getByRole('button', { name: WORDS.en.addCar })).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your comparison?' });
    await expect(dialog).toContainText('All 2 cars will be removed');
    await dialog.getByRole('button', { name: 'Keep them' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
    await expect(toast(page, 'Comparison cleared')).toBeVisible();
    await expect(page.getByRole('heading', { name: WORDS.en.empty })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    expect(await storedIds(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { name: WORDS.en.empty })).toBeVisible();
  });

  test('in Spanish at /es/comparar: add, see the values in Spanish, remove', async ({ page }) => {
    const es = WORDS.es;
    await openCompare(page, 'es');
    await expectPath(page, '/es/comparar');
    await expect(page.getByRole('heading', { name: es.empty })).toBeVisible();

    const name = await pickCar(page, es, 'Porsche', 0);
    await expect(toast(page, es.added)).toBeVisible();
    const card = page.getByRole('article', { name: es.car(1) });
    await expect(card).toContainText(name);
    await expect(card.getByText(/^(\d+ CV|N\/D)$/)).toBeVisible();
    await expect(card.getByText('al día')).toBeVisible();
    await expect(content(page).getByText('1 de 3 coches seleccionados')).toBeVisible();

    await page.getByRole('link', { name: es.viewDetails(name) }).click();
    await expectPage(page, 'car', 'es');
    await page.goBack();
    await expectPage(page, 'compare', 'es');

    await page.getByRole('button', { name: es.remove(name) }).click();
    await expect(toast(page, es.removed)).toBeVisible();
    await expect(page.getByRole('heading', { name: es.empty })).toBeVisible();
  });

  test('stored cars are brought up to date on opening: a stale price is corrected, a car gone from the fleet leaves with a notice', async ({
    page,
  }) => {
    await openCompare(page, 'en');
    const name = await pickCar(page, WORDS.en, 'Porsche', 0);
    const card = page.getByRole('article', { name: WORDS.en.car(1) });
    const price = (await card.locator('p', { hasText: 'per day' }).getByText(/^€[\d,]+$/).textContent()) ?? '';
    expect(price).not.toBe('€1');

    await page.evaluate(() => {
      const [real] = JSON.parse(window.localStorage.getItem('compare') ?? '[]') as Record<string, unknown>[];
      const gone = { ...real, id: 'no-such-car-e2e', name: 'Ghost Phantom', brand: 'Ghost', model: 'Phantom' };
      window.localStorage.setItem('compare', JSON.stringify([gone, { ...real, dailyPrice: 1 }]));
    });
    await page.reload();
    await expectPage(page, 'compare', 'en');

    await expect(toast(page, 'Ghost Phantom is no longer available')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: WORDS.en.car(1) })).toContainText(name);
    await expect(page.getByRole('article', { name: WORDS.en.car(1) }).getByText(price, { exact: true })).toBeVisible();
    await expect.poll(() => storedIds(page)).toHaveLength(1);
  });

  test('three slots side by side on desktop', async ({ page }) => {
    await openCompare(page, 'en');
    await pickCar(page, WORDS.en, 'Ferrari', 0);
    await pickCar(page, WORDS.en, 'Porsche', 0);
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    const empty = await page.getByRole('group', { name: 'Empty slot 3' }).boundingBox();
    expect(a && b && empty).toBeTruthy();
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    expect(empty!.x).toBeGreaterThan(b!.x + b!.width - 1);
  });
});

test.describe('compare page @mobile', () => {
  test('stacks the cars in one column without sideways scrolling @mobile', async ({ page }) => {
    await openCompare(page, 'en');
    await pickCar(page, WORDS.en, 'Ferrari', 0);
    await pickCar(page, WORDS.en, 'Porsche', 0);

    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(a && b).toBeTruthy();
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1);
    expect(Math.abs(a!.x - b!.x)).toBeLessThan(2);
    expect(a!.width).toBeGreaterThan(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await expect(page.getByRole('button', { name: 'Clear all' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to cars' })).toBeVisible();
  });
});
