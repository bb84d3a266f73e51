/**
 * `npm run bench:server`: how fast the `page` function renders, in this
 * process, without the emulators: the page handler as deployed (the built
 * renderer and template in functions/lib) over the demo data held in memory,
 * on home, fleet and a car page. Each page is rendered at concurrency 1 and
 * 10 (ten requests always in flight, as a single instance serving ten at
 * once would see them); reported: renders per second and the p50 and p95 of
 * the handler's time per request.
 *
 *   npm run bench:server                    # builds first when the build is missing
 *   npm run bench:server -- --renders 200   # renders per page and concurrency (default 100)
 *
 * Timings live here, never in tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCarSlug, localizedPath } from '@costa/domain';

const ROOT = join(__dirname, '..');
const LIB = join(ROOT, 'functions', 'lib');
const argv = process.argv.slice(2);
const rendersAt = argv.indexOf('--renders');
const RENDERS = rendersAt >= 0 ? Number(argv[rendersAt + 1]) : 100;
const WARM_UP = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  if (!existsSync(join(LIB, 'ssr', 'entry-server.cjs'))) {
    console.error('No build in functions/lib: run `npm run build` first.');
    process.exit(1);
  }
  // The handler logs every render; the bench reports them itself. Silenced before the logger loads
  // (it keeps the console functions it finds).
  const report = console.log.bind(console);
  for (const level of ['debug', 'info', 'log', 'warn'] as const) console[level] = () => undefined;
  const { demoPages } = await import('./lib/demo-pages');
  const { loadRenderer } = await import('../functions/src/services/app-build');
  const pages = demoPages(loadRenderer(join(LIB, 'ssr')), readFileSync(join(LIB, 'app.html'), 'utf8'));
  const { cars } = pages;

  const car = cars.find((entry) => entry.isAvailable)!;
  const paths = [
    ['home', localizedPath('en', 'home')],
    ['fleet', localizedPath('es', 'cars')],
    ['car', localizedPath('en', 'car', buildCarSlug(car.name, car.model, car.id))],
  ] as const;

  async function once(path: string): Promise<number> {
    const started = performance.now();
    await pages.get(path);
    return performance.now() - started;
  }

  report(`page renders in-process, ${RENDERS} per page and concurrency (node ${process.version})`);
  report('page   concurrency   renders/s   p50 ms   p95 ms');
  for (const [name, path] of paths) {
    for (let i = 0; i < WARM_UP; i++) await once(path);
    for (const concurrency of [1, 10]) {
      const times: number[] = [];
      let left = RENDERS;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (left-- > 0) times.push(await once(path));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      report(
        `${name.padEnd(6)} ${String(concurrency).padStart(11)}   ${(times.length / seconds).toFixed(1).padStart(9)}   ${percentile(times, 50).toFixed(0).padStart(6)}   ${percentile(times, 95).toFixed(0).padStart(6)}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
