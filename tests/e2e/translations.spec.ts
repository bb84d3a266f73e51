/**
 * The translation manager, signed in as the demo
 * admin: the status grid and its summary agree with the demo data as the
 * domain's rules judge it; "Translate RS3" says that machine translation is
 * not configured (the emulators have no service); a translation edited by
 * hand shows on the car's page in that language (and is put back after);
 * on a phone the grid scrolls sideways inside its own region.
 *
 * Other test files create and delete cars of their own meanwhile; the
 * expected figures are the seeded fleet's (from the seed, by the domain's
 * rules) plus those other cars' statuses as the grid shows them.
 */
import { expect, test, type Page } from './support/test';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  buildCarSlug,
  LANGUAGE_NAMES,
  LANGUAGES,
  localizedPath,
  TRANSLATION_LIMITS,
  TRANSLATION_MESSAGES,
  translationStatus,
  translationSummary,
  type Lang,
  type TranslationStatus,
  type TranslationSummary,
} from '../../domain/src/index';
import { buildFleet } from '../../scripts/seed/fleet';
import { expectPage } from './support/app';
import { ADMIN_STATE, translatedMessage } from './support/auth';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

const FLEET = buildFleet();
const SEEDED_IDS = new Set(FLEET.map((car) => car.id));
/** Mercedes-AMG G 63: no other browser test looks at its texts. */
const EDITED_CAR = FLEET.find((car) => car.id === 'HJnSmnM1x0EJhaQNkDm4')!;

// Signing in, cold functions and lazily loaded pages take their time on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Words {
  car: string;
  grid: string;
  summary: string;
  rate: string;
  totalCars: string;
  status: Record<TranslationStatus, string>;
  translateRs3: string;
  notConfigured: string;
  rs3Failed: string;
  editOf: (name: string) => string;
  descriptionIn: (lang: Lang) => string;
  featuresIn: (lang: Lang) => string;
  save: string;
  saved: string;
}

const NOT_CONFIGURED = {
  en: 'Machine translation is not configured on this server. You can still edit the translations by hand.',
  de: 'Die maschinelle Übersetzung ist auf diesem Server nicht eingerichtet. Sie können die Übersetzungen weiterhin von Hand bearbeiten.',
  es: 'La traducción automática no está configurada en este servidor. Aun así, puedes editar las traducciones a mano.',
};

const WORDS: Record<'en' | 'de' | 'es', Words> = {
  en: {
    car: 'Car',
    grid: 'Translation status by car and language',
    summary: 'Translation summary',
    rate: 'Completion rate',
    totalCars: 'Total cars',
    status: { complete: 'Complete', partial: 'Partial', none: 'Missing' },
    translateRs3: 'Translate RS3',
    notConfigured: NOT_CONFIGURED.en,
    rs3Failed: `Failed to translate RS3: ${NOT_CONFIGURED.en}`,
    editOf: (name) => `Edit translations of ${name}`,
    descriptionIn: (lang) => `Description (${LANGUAGE_NAMES[lang]})`,
    featuresIn: (lang) => `Features (${LANGUAGE_NAMES[lang]})`,
    save: 'Save translations',
    saved: 'Translations saved',
  },
  de: {
    car: 'Fahrzeug',
    grid: 'Übersetzungsstand nach Fahrzeug und Sprache',
    summary: 'Übersicht der Übersetzungen',
    rate: 'Fertigstellungsgrad',
    totalCars: 'Fahrzeuge insgesamt',
    status: { complete: 'Vollständig', partial: 'Teilweise', none: 'Fehlt' },
    translateRs3: 'RS3 übersetzen',
    notConfigured: NOT_CONFIGURED.de,
    rs3Failed: `RS3 konnte nicht übersetzt werden: ${NOT_CONFIGURED.de}`,
    editOf: (name) => `Übersetzungen bearbeiten: ${name}`,
    descriptionIn: (lang) => `Beschreibung (${LANGUAGE_NAMES[lang]})`,
    featuresIn: (lang) => `Ausstattung (${LANGUAGE_NAMES[lang]})`,
    save: 'Übersetzungen speichern',
    saved: 'Übersetzungen gespeichert',
  },
  es: {
    car: 'Coche',
    grid: 'Estado de las traducciones por coche e idioma',
    summary: 'Resumen de traducciones',
    rate: 'Grado de finalización',
    totalCars: 'Coches en total',
    status: { complete: 'Completa', partial: 'Parcial', none: 'Sin traducir' },
    translateRs3: 'Traducir RS3',
    notConfigured: NOT_CONFIGURED.es,
    rs3Failed: `No se ha podido traducir el RS3: ${NOT_CONFIGURED.es}`,
    editOf: (name) => `Editar las traducciones de ${name}`,
    descriptionIn: (lang) => `Descripción (${LANGUAGE_NAMES[lang]})`,
    featuresIn: (lang) => `Equipamiento (${LANGUAGE_NAMES[lang]})`,
    save: 'Guardar traducciones',
    saved: 'Traducciones guardadas',
  },
};

// ---- the emulator's cars, through the Admin SDK ------------------------------

let adminApp: App | undefined;

function db() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  adminApp ??= getApps().find((app) => app.name === 'translations-e2e') ?? initializeApp({ projectId: 'demo-costa' }, 'translations-e2e');
  return getFirestore(adminApp);
}

test.afterAll(async () => {
  if (adminApp) await deleteApp(adminApp);
  adminApp = undefined;
});

// ---- the page -----------------------------------------------------------------

async function openManager(page: Page, lang: Lang): Promise<void> {
  await page.goto(localizedPath(lang, 'translate'));
  await expectPage(page, 'translate', lang);
}

function expectedFigures(lang: Lang, words: Words, summary: TranslationSummary): Record<string, string> {
  return {
    [words.rate]: new Intl.NumberFormat(lang, { style: 'percent' }).format(summary.completionRate / 100),
    [words.totalCars]: String(summary.totalCars),
    [words.status.complete]: String(summary.complete),
    [words.status.partial]: String(summary.partial),
    [words.status.none]: String(summary.missing),
  };
}

for (const lang of ['en', 'de'] as const) {
  const words = WORDS[lang];

  test(`[${lang}] the status grid and its summary match the demo data`, async ({ page }) => {
    const seeded = translationSummary(FLEET);
    expect(seeded.partial + seeded.missing, 'the demo data leaves translation work to show').toBeGreaterThan(0);

    await openManager(page, lang);
    const grid = page.getByRole('region', { name: words.grid });
    await expect(grid.getByRole('columnheader')).toHaveText([words.car, ...LANGUAGES.map((l) => LANGUAGE_NAMES[l])]);

    // One instant of the page: every row's statuses and the summary's figures, from the same render.
    const label = Object.fromEntries(Object.entries(words.status).map(([status, text]) => [text, status])) as Record<string, TranslationStatus>;
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate((summaryName) => {
            const rows = Array.from(document.querySelectorAll('tbody tr[data-car-id]')).map((tr) => ({
              id: tr.getAttribute('data-car-id') ?? '',
              // A partial cell adds the part it has on a second line.
              cells: Array.from(tr.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.split('\n')[0]?.trim() ?? ''),
            }));
            const summary = document.querySelector(`section[aria-label="${summaryName}"]`);
            const terms = Array.from(summary?.querySelectorAll('dt') ?? []).map((dt) => dt.textContent?.trim() ?? '');
            const values = Array.from(summary?.querySelectorAll('dd') ?? []).map((dd) => dd.firstElementChild?.textContent?.trim() ?? '');
            return { rows, figures: Object.fromEntries(terms.map((term, i) => [term, values[i] ?? ''])) };
          }, words.summary);
          const problems: string[] = [];
          const seededShown = new Set<string>();
          // Seeded cars: each language as the domain judges the seed.
          for (const row of shown.rows) {
            const car = FLEET.find((c) => c.id === row.id);
            if (!car) continue;
            seededShown.add(car.id);
            const expected = LANGUAGES.map((l) => words.status[translationStatus(car, l)]);
            if (JSON.stringify(row.cells) !== JSON.stringify(expected)) problems.push(`${car.name}: ${row.cells.join(', ')} (expected ${expected.join(', ')})`);
          }
          if (seededShown.size !== FLEET.length) problems.push(`${seededShown.size} of the ${FLEET.length} seeded cars are listed`);
          // The summary: the seed's figures (domain) plus the statuses of cars other tests have left meanwhile.
          const others = shown.rows.filter((row) => !SEEDED_IDS.has(row.id)).flatMap((row) => row.cells.map((cell) => label[cell]));
          const seed = translationSummary(FLEET);
          const complete = seed.complete + others.filter((s) => s === 'complete').length;
          const totalSlots = seed.totalSlots + others.length;
          const expected = expectedFigures(lang, words, {
            totalCars: shown.rows.length,
            totalSlots,
            complete,
            partial: seed.partial + others.filter((s) => s === 'partial').length,
            missing: seed.missing + others.filter((s) => s === 'none').length,
            completionRate: Math.round((complete / totalSlots) * 100),
          });
          if (JSON.stringify(shown.figures) !== JSON.stringify(expected)) {
            problems.push(`summary ${JSON.stringify(shown.figures)}, expected ${JSON.stringify(expected)}`);
          }
          return problems;
        },
        { message: 'the grid and its summary agree with the demo data', timeout: 30_000 },
      )
      .toEqual([]);
    await expect(grid.getByRole('rowheader', { name: new RegExp(`^${FLEET[0]!.name}`) }).first()).toBeVisible();
  });
}

for (const lang of ['en', 'es'] as const) {
  const words = WORDS[lang];

  test(`[${lang}] Translate RS3 says that machine translation is not configured`, async ({ page }) => {
    await openManager(page, lang);
    // Said up front, before anyone clicks.
    await expect(page.getByRole('alert').filter({ hasText: words.notConfigured })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: words.translateRs3, exact: true }).click();
    const toast = page.getByTestId('toast').filter({ hasText: words.rs3Failed });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toHaveAttribute('data-variant', 'error');
    await expect(page.getByRole('button', { name: words.translateRs3, exact: true })).toBeEnabled();
  });
}

test('[de] a translation edited by hand shows on the car page in that language', async ({ page }) => {
  const words = WORDS.de;
  const car = EDITED_CAR;
  expect(car?.isAvailable, 'the edited car is a public one').toBe(true);
  const marker = `E2E ${Date.now().toString(36)}`;
  const description = `Der G 63 (${marker}) ist von Hand übersetzt: kantig, souverän und auf jedem Weg zu Hause.`;
  const features = [`Handübersetzte Ausstattung ${marker}`, 'Drei Differenzialsperren'];
  try {
    await openManager(page, 'de');
    await page.getByRole('button', { name: words.editOf(car.name), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: LANGUAGE_NAMES.de }).click();
    await expect(dialog.getByRole('tab', { name: LANGUAGE_NAMES.de })).toHaveAttribute('aria-selected', 'true');
    const descriptionField = dialog.getByLabel(words.descriptionIn('de'));
    await expect(descriptionField).toHaveValue(car.descriptionTranslations.de!);
    await descriptionField.fill(description);
    await dialog.getByLabel(words.featuresIn('de')).fill(`${features.join('\n')}\n\n`);

    // A feature too long in another language: Save opens that language and points at the field.
    await dialog.getByRole('tab', { name: LANGUAGE_NAMES.fr }).click();
    const frenchFeatures = dialog.getByLabel(words.featuresIn('fr'));
    const frenchBefore = await frenchFeatures.inputValue();
    await frenchFeatures.fill(`${frenchBefore}\n${'x'.repeat(TRANSLATION_LIMITS.feature + 1)}`);
    await dialog.getByRole('tab', { name: LANGUAGE_NAMES.de }).click();
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByRole('tab', { name: LANGUAGE_NAMES.fr })).toHaveAttribute('aria-selected', 'true');
    await expect(frenchFeatures).toHaveAccessibleDescription(
      translatedMessage('de', { ...TRANSLATION_MESSAGES.featureTooLong, values: { max: TRANSLATION_LIMITS.feature } }),
    );
    await expect(frenchFeatures).toBeFocused();
    await frenchFeatures.fill(frenchBefore);

    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByTestId('toast').filter({ hasText: words.saved })).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    await page.goto(localizedPath('de', 'car', buildCarSlug(car.name, car.model, car.id)));
    await expectPage(page, 'car', 'de');
    await expect(page.getByTestId('car-description')).toHaveText(description);
    await expect(page.getByRole('region', { name: 'Ausstattung', exact: true }).getByRole('listitem')).toHaveText(features);

    // The other languages are untouched: English still shows the English text.
    await page.goto(localizedPath('en', 'car', buildCarSlug(car.name, car.model, car.id)));
    await expect(page.getByTestId('car-description')).toHaveText(car.descriptionTranslations.en!);
  } finally {
    await db().collection('cars').doc(car.id).update({
      'descriptionTranslations.de': car.descriptionTranslations.de,
      'featuresTranslations.de': car.featuresTranslations.de,
    });
  }
});

test('[es] on a phone the grid scrolls sideways inside its region and the editor fills the screen @mobile', async ({ page }) => {
  const words = WORDS.es;
  await openManager(page, 'es');
  const summary = page.getByRole('region', { name: words.summary });
  await expect(summary.getByRole('term').filter({ hasText: words.rate })).toBeVisible();
  const grid = page.getByRole('region', { name: words.grid });
  await expect(grid.locator('tbody tr').first()).toBeVisible();

  const widths = await grid.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll, 'the table is wider than its region').toBeGreaterThan(widths.client);
  expect(widths.page, 'the page itself does not scroll sideways').toBeLessThanOrEqual(widths.viewport);

  // The car column stays in view while the languages scroll by.
  const firstCarCell = grid.getByRole('rowheader').first();
  const before = await firstCarCell.boundingBox();
  await grid.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect.poll(async () => (await firstCarCell.boundingBox())?.x).toBe(before?.x);

  const rs3 = FLEET.find((car) => car.model === 'RS3 Sportback')!;
  await page.getByRole('button', { name: words.editOf(rs3.name), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: LANGUAGE_NAMES.de })).toHaveAttribute('aria-selected', 'true');
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await expect(dialog.getByLabel(words.descriptionIn('de'))).toBeVisible();
});
