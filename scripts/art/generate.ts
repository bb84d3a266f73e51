/**
 * Draws the artwork the site ships with (no remote images anywhere):
 *   web/public/cars/<file>-<n>.jpg  3 or 4 pictures per car of the demo fleet, 1200x800
 *   web/public/cars/default.jpg     the picture of a car without images
 *   web/public/og-image.jpg         the default social image, 1200x630
 *   web/public/favicon.svg          the CP monogram
 *
 * Pictures are SVG drawn here and rasterised by the system Chromium through
 * playwright-core. Deterministic: the same fleet gives the same files.
 *
 *   npx tsx scripts/art/generate.ts             everything
 *   npx tsx scripts/art/generate.ts --only bmw-m5 --only og
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { FLEET } from '../seed/fleet';
import { CAR_ART, DEFAULT_ART } from './catalog';
import { faviconSvg, ogImageSvg } from './brand';
import { type Shot, shotSvg } from './scenes';

const ROOT = resolve(__dirname, '..', '..');
const PUBLIC = join(ROOT, 'web', 'public');
const CARS = join(PUBLIC, 'cars');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Car pictures are listed by the dozen: keep each light. */
const MAX_BYTES = 60_000;

/** The n-th picture (1-based) of the i-th car: studio profile, coast, detail, then night or high-key. */
export function shotFor(carIndex: number, n: number): Shot {
  const odd = carIndex % 2 === 1;
  switch (n) {
    case 1:
      return { scene: 'studio', variant: (carIndex % 3) / 3, mirror: false, zoom: 1, focus: 'front' };
    case 2:
      return { scene: 'coast', variant: odd ? 0.7 : 0.2, mirror: true, zoom: 1, focus: 'front' };
    case 3:
      return { scene: 'studio', variant: ((carIndex + 1) % 3) / 3, mirror: odd, zoom: 1.85, focus: odd ? 'rear' : 'front' };
    default:
      return odd
        ? { scene: 'light', variant: 0, mirror: true, zoom: 0.95, focus: 'front' }
        : { scene: 'night', variant: 0, mirror: false, zoom: 0.95, focus: 'front' };
  }
}

/** One page per picture size, reused; recreated when Chromium drops a screenshot (it happens now and then headless). */
class Rasteriser {
  private page: Page | null = null;
  private size = '';

  constructor(private readonly browser: Browser) {}

  private async pageFor(width: number, height: number): Promise<Page> {
    const size = `${width}x${height}`;
    if (this.page && this.size === size) return this.page;
    await this.page?.close();
    this.page = await this.browser.newPage({ viewport: { width, height } });
    this.size = size;
    return this.page;
  }

  async jpeg(svg: string, width: number, height: number, path: string): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const page = await this.pageFor(width, height);
        await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:#000;overflow:hidden}svg{display:block}</style></head><body>${svg}</body></html>`);
        await page.evaluate(() => document.fonts.ready);
        // Lower the quality step by step until the file is light enough.
        for (const quality of [82, 76, 70, 64]) {
          await page.screenshot({ path, type: 'jpeg', quality, clip: { x: 0, y: 0, width, height } });
          if (statSync(path).size <= MAX_BYTES) break;
        }
        return statSync(path).size;
      } catch (error) {
        await this.page?.close().catch(() => undefined);
        this.page = null;
        if (attempt >= 3) throw error;
      }
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.flatMap((arg, i) => (arg === '--only' && args[i + 1] ? [args[i + 1] as string] : []));
  const wanted = (name: string) => only.length === 0 || only.includes(name);

  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH).`);
  const missing = FLEET.filter((car) => !CAR_ART[car.file]).map((car) => car.file);
  if (missing.length > 0) throw new Error(`No artwork defined for: ${missing.join(', ')}`);

  mkdirSync(CARS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const raster = new Rasteriser(browser);
  let count = 0;
  let bytes = 0;
  try {
    for (const [index, car] of FLEET.entries()) {
      if (!wanted(car.file)) continue;
      const art = CAR_ART[car.file];
      if (!art) continue;
      for (let n = 1; n <= car.photos; n++) {
        const size = await raster.jpeg(shotSvg(art, shotFor(index, n), `${car.file}-${n}`), 1200, 800, join(CARS, `${car.file}-${n}.jpg`));
        count += 1;
        bytes += size;
      }
    }
    if (wanted('default')) {
      const shot: Shot = { scene: 'studio', variant: 0, mirror: false, zoom: 1, focus: 'front' };
      bytes += await raster.jpeg(shotSvg(DEFAULT_ART, shot, 'default'), 1200, 800, join(CARS, 'default.jpg'));
      count += 1;
    }
    if (wanted('og')) {
      bytes += await raster.jpeg(ogImageSvg(), 1200, 630, join(PUBLIC, 'og-image.jpg'));
      count += 1;
    }
  } finally {
    await browser.close();
  }
  if (wanted('favicon')) writeFileSync(join(PUBLIC, 'favicon.svg'), faviconSvg());
  console.log(`artwork: ${count} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MB, in ${PUBLIC}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
