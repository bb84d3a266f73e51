/**
 * Development aid: a contact sheet of generated pictures, to judge the
 * artwork by eye (image viewers here read PNG, not JPEG or SVG).
 *
 *   npx tsx scripts/art/preview.ts <out.png> <cell-width> <file>...
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml' };

async function main(): Promise<void> {
  const [out = '/tmp/preview.png', width = '600', ...files] = process.argv.slice(2);
  const cell = Number(width);
  const perRow = Math.max(1, Math.floor(1200 / cell));
  const cells = files.map((file) => {
    const type = TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
    return `<img src="data:${type};base64,${readFileSync(file).toString('base64')}" style="width:${cell}px;display:block">`;
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: perRow * cell, height: 200 } });
  await page.setContent(`<html><body style="margin:0;display:flex;flex-wrap:wrap;align-items:flex-start;width:${perRow * cell}px;background:#333">${cells.join('')}</body></html>`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
