#!/usr/bin/env node
/** Lists the length of every meta description (placeholders filled with typical values); flags > 160. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'translations');
const sample = { brand: 'Lamborghini', model: 'Huracán EVO Spyder', year: '2023', price: '1.200 €', name: 'Lamborghini Huracán EVO Spyder' };
const fill = (s) => s.replace(/\{(\w+)\}/g, (m, k) => sample[k] ?? m);
let bad = 0;
for (const lang of ['es', 'de', 'fr', 'it']) {
  const map = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'));
  for (const [id, text] of Object.entries(map)) {
    if (!/^meta\..*description/.test(id)) continue;
    const len = [...fill(text)].length;
    if (len > 160) bad++;
    if (len > 160 || process.argv.includes('-v')) console.log(`${lang} ${String(len).padStart(3)} ${len > 160 ? 'TOO LONG ' : ''}${id}`);
  }
}
console.log(bad ? `${bad} description(s) over 160 characters` : 'all meta descriptions within 160 characters');
process.exitCode = bad ? 1 : 0;
