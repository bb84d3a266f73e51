/**
 * Writes web/src/theme/fonts/inter-latin-wght-400-700.woff2: Fontsource's
 * variable Inter (latin subset) with its weight axis cut to 400-700, the
 * weights src/theme/tokens.ts and the pages use. The full axis (100-900) is
 * 47 KB; this file is about 30 KB, on every page's first paint. Characters and
 * OpenType features (tabular figures among them) are kept as they are.
 *
 * Run after updating @fontsource-variable/inter: `npm run fonts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', {
  paths: [fileURLToPath(new URL('../../web/', import.meta.url))],
});
const target = fileURLToPath(new URL('../../web/src/theme/fonts/inter-latin-wght-400-700.woff2', import.meta.url));

/** Fontsource's latin `unicode-range`, repeated in src/theme/fonts.css. */
const LATIN = [
  [0x0000, 0x00ff], [0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6], [0x02da], [0x02dc], [0x0304],
  [0x0308], [0x0329], [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff],
  [0xfffd],
];

let text = '';
for (const [from, to = from] of LATIN) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);

const input = readFileSync(source);
const output = await subsetFont(input, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
writeFileSync(target, output);
console.log(`${target}: ${input.length} → ${output.length} bytes`);
