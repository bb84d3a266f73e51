/**
 * The home page: the hero's two buttons, the brand strip as one list
 * for assistive technology (and still when motion is reduced), the FAQ
 * accordion by keyboard, the contact teaser with the seeded contact facts, and
 * a phone layout that never scrolls sideways.
 */
import { expect, test, type Locator, type Page } from './support/test';
import {
  BRAND_STRIP,
  IN_HOURS_FROM,
  IN_HOURS_UNTIL,
  OUT_OF_HOURS_FEE,
  formatEUR,
  localizedPath,
  type Lang,
} from '../../domain/src/index';
import { SITE_SETTINGS } from '../../scripts/seed/business';
import { expectAppReady, expectPage, expectPath } from './support/app';

/** The visible texts the tests look for, per language. */
const TEXT = {
  en: {
    explore: 'Explore the fleet',
    howItWorks: 'How it works',
    stepsHeading: 'Three steps to the open road',
    marques: 'Marques in our fleet',
    pause: 'Pause the scrolling marques',
    deposit: 'Do I need to leave a deposit?',
    depositAnswer: /refundable security deposit/,
    outOfHours: 'Can I pick up or return the car early in the morning or late at night?',
    contactHeading: 'Talk to a person, day or night',
    contactUs: 'Contact us',
  },
  es: {
    explore: 'Descubre la flota',
    howItWorks: 'Cómo funciona',
    stepsHeading: 'Tres pasos para salir a la carretera',
    marques: 'Marcas de nuestra flota',
    pause: 'Detener el desplazamiento de las marcas',
    deposit: '¿Tengo que dejar una fianza?',
    depositAnswer: /fianza reembolsable/,
    outOfHours: '¿Puedo recoger o devolver el coche de madrugada o por la noche?',
    contactHeading: 'Habla con una persona, de día o de noche',
    contactUs: 'Contacta con nosotros',
  },
  de: {
    explore: 'Flotte entdecken',
    howItWorks: 'So funktioniert’s',
    stepsHeading: 'In drei Schritten auf die Straße',
    marques: 'Marken unserer Flotte',
    pause: 'Laufband der Marken anhalten',
    deposit: 'Muss ich eine Kaution hinterlegen?',
    depositAnswer: /erstattungsfähige Kaution/,
    outOfHours: 'Kann ich das Auto frühmorgens oder spätabends übernehmen oder zurückgeben?',
    contactHeading: 'Sprechen Sie mit einem Menschen, Tag und Nacht',
    contactUs: 'Kontakt aufnehmen',
  },
} as const;

async function openHome(page: Page, lang: Lang): Promise<Locator> {
  await page.goto(localizedPath(lang, 'home'));
  await expectPage(page, 'home', lang);
  return page.locator('[data-page="home"]');
}

/** The hero is the page's own header band (the site's navigation bar sits outside `data-page`). */
function hero(home: Locator): Locator {
  return home.locator('header').first();
}

/** The moving part of the brand strip. */
function marqueeTrack(page: Page): Locator {
  return page.locator('.brand-marquee-track');
}

test.describe('home hero', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`the primary button opens the cars page (${lang})`, async ({ page }) => {
      const home = await openHome(page, lang);
      await hero(home).getByRole('link', { name: TEXT[lang].explore }).click();
      await expectPath(page, localizedPath(lang, 'cars'));
      await expectPage(page, 'cars', lang);
    });
  }

  for (const lang of ['en', 'es'] as const) {
    test(`the secondary button takes focus to "how it works" and leaves the address alone (${lang})`, async ({
      page,
    }) => {
      const home = await openHome(page, lang);
      const steps = home.getByRole('heading', { level: 2, name: TEXT[lang].stepsHeading });
      await expect(steps).not.toBeInViewport();

      // By keyboard, as a screen-reader or keyboard user would.
      await hero(home).getByRole('button', { name: TEXT[lang].howItWorks }).focus();
      await page.keyboard.press('Enter');

      await expect(steps).toBeFocused();
      await expect(steps).toBeInViewport();
      await expectPath(page, localizedPath(lang, 'home'));
      // The three steps are an ordered list.
      await expect(page.locator('#how-it-works').getByRole('listitem')).toHaveCount(3);
    });
  }
});

test.describe('brand strip', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`assistive technology hears the ten marques once, as one list (${lang})`, async ({ page }) => {
      const home = await openHome(page, lang);
      const strip = home.getByRole('region', { name: TEXT[lang].marques });
      await expect(strip.getByRole('list')).toHaveCount(1);
      await expect(strip.getByRole('listitem')).toHaveText([...BRAND_STRIP]);
      // The loop's second copy is on screen but hidden from the accessibility tree.
      await expect(strip.locator('li')).toHaveCount(BRAND_STRIP.length * 2);
      await expect(strip.locator('ul[aria-hidden="true"] li')).toHaveCount(BRAND_STRIP.length);
    });
  }

  test('the strip moves, and its pause button stops it', async ({ page }) => {
    const home = await openHome(page, 'en');
    const track = marqueeTrack(page);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const pause = home.getByRole('button', { name: TEXT.en.pause });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');

    await pause.click();
    await page.mouse.move(0, 0);
    await pause.blur();

    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    // Its animation is paused, and stands still over the next frames.
    const still = await track.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const [animation] = el.getAnimations();
          const at = animation?.currentTime;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(animation?.playState === 'paused' && animation.currentTime === at)));
        }),
    );
    expect(still, 'a paused strip stands still').toBe(true);

    await pause.click();
    await page.mouse.move(0, 0);
    await pause.blur();
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('the strip pauses while the pointer is over it', async ({ page }) => {
    const home = await openHome(page, 'en');
    const track = marqueeTrack(page);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await home.getByRole('region', { name: TEXT.en.marques }).hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('with reduced motion the strip stands still as one wrapped list', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const home = await openHome(page, 'es');
    const strip = home.getByRole('region', { name: TEXT.es.marques });
    await expect(marqueeTrack(page)).toHaveCSS('animation-name', 'none');
    await expect(strip.locator('ul[aria-hidden="true"]')).toBeHidden();
    await expect(strip.getByRole('button', { name: TEXT.es.pause })).toBeHidden();
    // Wrapped, not cut off: every name lies within the page's width.
    const width = page.viewportSize()!.width;
    for (const item of await strip.getByRole('listitem').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width, `${await item.textContent()} is within the page width`).toBe(true);
    }
  });
});

test.describe('frequently asked questions', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`a question opens and closes by keyboard (${lang})`, async ({ page }) => {
      const home = await openHome(page, lang);
      const question = home.getByRole('button', { name: TEXT[lang].deposit });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      const answer = home.getByRole('region', { name: TEXT[lang].deposit });
      await expect(answer).toBeHidden();

      await question.focus();
      await page.keyboard.press('Enter');

      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await expect(answer).toHaveText(TEXT[lang].depositAnswer);

      await page.keyboard.press('Space');

      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
    });
  }

  for (const lang of ['en', 'de'] as const) {
    test(`the out-of-hours answer states the pricing rule's hours and fee (${lang})`, async ({ page }) => {
      const home = await openHome(page, lang);
      await home.getByRole('button', { name: TEXT[lang].outOfHours }).click();
      const answer = home.getByRole('region', { name: TEXT[lang].outOfHours });
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(IN_HOURS_FROM);
      await expect(answer).toContainText(IN_HOURS_UNTIL);
      await expect(answer).toContainText(formatEUR(OUT_OF_HOURS_FEE, lang));
    });
  }
});

test.describe('contact teaser', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`shows the seeded phone, WhatsApp and e-mail links and leads to the contact page (${lang})`, async ({
      page,
    }) => {
      const home = await openHome(page, lang);
      const teaser = home.getByRole('region', { name: TEXT[lang].contactHeading });

      const phone = teaser.getByRole('link', { name: new RegExp(SITE_SETTINGS.phone.replace(/\+/g, '\\+')) });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', `tel:${SITE_SETTINGS.phone.replace(/[^\d+]/g, '')}`);

      const whatsapp = teaser.getByRole('link', { name: /WhatsApp/ });
      await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${SITE_SETTINGS.whatsapp}`);

      const email = teaser.getByRole('link', { name: new RegExp(SITE_SETTINGS.email.replace(/\./g, '\\.')) });
      await expect(email).toHaveAttribute('href', `mailto:${SITE_SETTINGS.email}`);

      // Scrolled to first, then clicked: the page's bands out of view stand in at an estimated
      // height until they are laid out (content-visibility), so in the frames after a jump to the
      // page's end the teaser can still move; the click waits for it to be still where it is.
      const contactUs = teaser.getByRole('link', { name: TEXT[lang].contactUs });
      await contactUs.scrollIntoViewIfNeeded();
      await contactUs.click();
      await expectPath(page, localizedPath(lang, 'contact'));
      await expectPage(page, 'contact', lang);
    });
  }
});

test.describe('home on a phone @mobile', () => {
  test('is ready without the featured cars\' code, which loads when the visitor reaches them and works there', async ({ page }) => {
    const featuredCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home-featured-[^/]+\.js$/.test(request.url())) featuredCode.push(request.url());
    });
    const home = await openHome(page, 'en');
    await expectAppReady(page);
    expect(featuredCode, 'the featured cars below the hero wait for the visitor').toEqual([]);

    const card = home.locator('#featured-cars article').first();
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('compare-toggle').click();
    await expect(page.getByTestId('toast').filter({ hasText: /added to comparison/ })).toBeVisible();
    expect(featuredCode).toHaveLength(1);
  });

  for (const lang of ['en', 'de'] as const) {
    test(`nothing overflows sideways, with the FAQ open too (${lang})`, async ({ page }) => {
      const home = await openHome(page, lang);
      // Let the lazily loaded parts (featured cars) arrive before measuring.
      await expect(home.locator('#featured-cars')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const question = home.getByRole('button', { name: TEXT[lang].outOfHours });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');

      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.viewport).toBe(390);
      expect(widths.document, 'the document is no wider than the screen').toBeLessThanOrEqual(widths.viewport);
      expect(widths.body, 'the body is no wider than the screen').toBeLessThanOrEqual(widths.viewport);
    });
  }
});
