/**
 * The boutique's own marks: the CP monogram (favicon) and the default social
 * image. Gold #c9a96e on near-black #0c0c0e, as in the site's theme.
 */
import { renderCar } from './car';
import { rng } from './color';

const GOLD = '#c9a96e';
const INK = '#0c0c0e';

/** C and P drawn as strokes (no font needed), side by side, the C opening towards the P. Centred on (32, 32). */
function monogram(stroke: string, width: number): string {
  return `<g transform="translate(1.5,0)" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">
<path d="M 31.5,23.5 A 12,12 0 1 0 31.5,40.5"/>
<path d="M 36,44.5 L 36,19.5 L 42,19.5 A 7,7 0 0 1 42,33.5 L 36,33.5"/>
</g>`;
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<title>Costa Prestige</title>
<rect width="64" height="64" rx="14" fill="${INK}"/>
<rect x="3" y="3" width="58" height="58" rx="11.5" fill="none" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="1.2"/>
${monogram(GOLD, 3)}
</svg>
`;
}

/** 1200x630: the name over a GT silhouette at dusk on the coast. */
export function ogImageSvg(): string {
  const W = 1200;
  const H = 630;
  const horizon = 440;
  const shore = 500;
  const random = rng('og-image');
  const car = renderCar({ style: 'gt', paint: '#17181c', rim: 'graphite', spokes: 'twin', caliper: GOLD });
  const glitter: string[] = [];
  for (let i = 0; i < 60; i++) {
    const y = horizon + 3 + random() ** 1.4 * (shore - horizon - 6);
    const x = 930 + (random() - 0.5) * (30 + (y - horizon) * 3);
    const w = 6 + random() * 20;
    glitter.push(`<rect x="${(x - w / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="1.5" fill="#ffe0b0" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`);
  }
  const scale = 0.62;
  const carX = 560;
  const ground = 560;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="ogSky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#0b1024"/><stop offset="0.45" stop-color="#2c2a55"/><stop offset="0.75" stop-color="#a35f6e"/><stop offset="1" stop-color="#f0a36e"/>
</linearGradient>
<linearGradient id="ogSea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b06c70"/><stop offset="1" stop-color="#1f2240"/></linearGradient>
<linearGradient id="ogFloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2434"/><stop offset="1" stop-color="#08080b"/></linearGradient>
<radialGradient id="ogSun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff1d2" stop-opacity="0.9"/><stop offset="0.2" stop-color="#ffc98a" stop-opacity="0.55"/><stop offset="1" stop-color="#ff9a5a" stop-opacity="0"/></radialGradient>
<linearGradient id="ogShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#07070a" stop-opacity="0.88"/><stop offset="0.45" stop-color="#07070a" stop-opacity="0.55"/><stop offset="0.7" stop-color="#07070a" stop-opacity="0"/></linearGradient>
<linearGradient id="ogGold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e6cf9c"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="#a88650"/></linearGradient>
<filter id="shadowBlur" filterUnits="userSpaceOnUse" x="-400" y="-200" width="1800" height="400"><feGaussianBlur stdDeviation="14"/></filter>
<linearGradient id="reflFade" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="200"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<mask id="reflMask" maskUnits="userSpaceOnUse" x="-400" y="-10" width="1800" height="420"><rect x="-400" y="0" width="1800" height="400" fill="url(#reflFade)"/></mask>
${car.defs}
</defs>
<rect width="${W}" height="${H}" fill="url(#ogSky)"/>
<circle cx="930" cy="${horizon - 8}" r="210" fill="url(#ogSun)"/>
<circle cx="930" cy="${horizon - 8}" r="24" fill="#fff3d6"/>
<path d="M 0,${horizon} L 0,${horizon - 22} C 120,${horizon - 40} 220,${horizon - 70} 330,${horizon - 96} C 400,${horizon - 112} 440,${horizon - 100} 520,${horizon - 70} C 620,${horizon - 40} 760,${horizon - 30} 900,${horizon - 20} C 1000,${horizon - 14} 1100,${horizon - 30} 1200,${horizon - 44} L 1200,${horizon} Z" fill="#3a2a45"/>
<rect y="${horizon}" width="${W}" height="${shore - horizon}" fill="url(#ogSea)"/>
${glitter.join('')}
<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#ogFloor)"/>
<rect y="${shore}" width="${W}" height="2" fill="#f3c9a0" opacity="0.35"/>
<g transform="translate(${carX + 1000 * scale},${ground}) scale(-${scale},${scale})">
  <g mask="url(#reflMask)" opacity="0.22"><g transform="scale(1,-1)"><use href="#car"/></g></g>
  <ellipse cx="500" cy="4" rx="560" ry="28" fill="#000" opacity="0.85" filter="url(#shadowBlur)"/>
  ${car.body}
</g>
<rect width="${W}" height="${H}" fill="url(#ogShade)"/>
<g transform="translate(72,66) scale(1.6) translate(-12,-18)">${monogram(GOLD, 2)}</g>
<text x="72" y="262" font-family="'Liberation Serif', 'DejaVu Serif', Georgia, serif" font-size="84" letter-spacing="1.5" fill="#f5ecda">Costa Prestige</text>
<rect x="76" y="296" width="120" height="2" fill="url(#ogGold)"/>
<text x="74" y="346" font-family="'Liberation Serif', 'DejaVu Serif', Georgia, serif" font-size="30" letter-spacing="2.5" fill="url(#ogGold)">Luxury &amp; Supercar Rental · Marbella</text>
</svg>`;
}
