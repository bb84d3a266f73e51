/**
 * Writes the responsive variants of the shipped car artwork at build time:
 * every `public/cars/*.jpg` at each of the domain's widths and formats, into
 * `<outDir>/cars/v/` (names from the domain's `variantPath`). Encoding is the
 * slow part of a build, so each variant is kept in a cache keyed by the
 * source's bytes and the settings, and a rebuild copies instead of encoding.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import { CAR_IMAGE_FORMATS, CAR_IMAGE_WIDTHS, CAR_VARIANTS_DIR, variantPath, type CarImageFormat } from '../../domain/src/images';

/** Glossy paint and dark scenes band easily: these hold up without bloating the files. */
const ENCODERS: Record<CarImageFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 72, effort: 4, smartSubsample: true }),
};
const SETTINGS = JSON.stringify({ widths: CAR_IMAGE_WIDTHS, formats: CAR_IMAGE_FORMATS, encoders: 'webp-q72-e4-v1' });
const CONCURRENCY = 2;

export interface VariantOptions {
  /** Folder holding `cars/*.jpg`. */
  publicDir: string;
  /** Build output; variants go to `<outDir>/cars/v/`. */
  outDir: string;
  cacheDir: string;
}

export interface VariantReport {
  written: string[];
  encoded: number;
  cached: number;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function generateCarImageVariants({ publicDir, outDir, cacheDir }: VariantOptions): Promise<VariantReport> {
  const sourceDir = join(publicDir, 'cars');
  const targetDir = join(outDir, CAR_VARIANTS_DIR);
  const sources = (await exists(sourceDir)) ? (await readdir(sourceDir)).filter((file) => file.endsWith('.jpg')) : [];
  await mkdir(targetDir, { recursive: true });
  const report: VariantReport = { written: [], encoded: 0, cached: 0 };
  await inParallel(sources, CONCURRENCY, async (file) => {
    const bytes = await readFile(join(sourceDir, file));
    const key = createHash('sha1').update(bytes).update(SETTINGS).digest('hex');
    const name = basename(file, '.jpg');
    const { width = 0 } = await sharp(bytes).metadata();
    // Never enlarged: a photo narrower than a width simply has no variant of it.
    const widths = CAR_IMAGE_WIDTHS.filter((candidate) => candidate <= width);
    for (const format of CAR_IMAGE_FORMATS) {
      for (const size of widths) {
        const cached = join(cacheDir, `${key}-${size}.${format}`);
        const target = join(outDir, variantPath(name, size, format));
        if (await exists(cached)) {
          report.cached++;
        } else {
          await mkdir(cacheDir, { recursive: true });
          await ENCODERS[format](sharp(bytes).resize({ width: size })).toFile(cached);
          report.encoded++;
        }
        await copyFile(cached, target);
        report.written.push(target);
      }
    }
  });
  return report;
}

/** The build step: after Vite has copied `public/`, add the variants beside it. */
export function carImageVariants(options: Omit<VariantOptions, 'outDir'> & { outDir: string }): Plugin {
  return {
    name: 'car-image-variants',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async closeBundle() {
      const started = Date.now();
      const report = await generateCarImageVariants(options);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`car photos: ${report.written.length} variants (${report.encoded} encoded, ${report.cached} from cache) in ${seconds} s`);
    },
  };
}
