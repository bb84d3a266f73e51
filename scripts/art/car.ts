/**
 * Draws one car from a body style and its finish: paint with studio shading,
 * glass, lights, panel lines and detailed wheels. Output is SVG in the body's
 * coordinate system (see bodies.ts); scenes.ts places it.
 */
import { BODY_STYLES, type BodyStyle, type BodyStyleName } from './bodies';
import { darken, lighten, luminance, mix } from './color';

export type RimFinish = 'silver' | 'graphite' | 'black' | 'gold' | 'bronze';
export type SpokeDesign = 'five' | 'ten' | 'twin' | 'turbine' | 'y';

export interface CarArt {
  style: BodyStyleName;
  paint: string;
  rim: RimFinish;
  spokes: SpokeDesign;
  caliper: string;
  /** Seats of open cars. */
  interior?: string;
}

const RIMS: Record<RimFinish, [string, string]> = {
  silver: ['#f2f3f5', '#7d8187'],
  graphite: ['#9a9ea5', '#2f3237'],
  black: ['#55585e', '#0d0e10'],
  gold: ['#ead39a', '#7a5b28'],
  bronze: ['#c39a68', '#4a3420'],
};

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

function stop(offset: number, color: string, opacity = 1): string {
  return `<stop offset="${n(Math.max(0, Math.min(1, offset)) * 100)}%" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`;
}

/** Sills plus arches plus the hand-drawn upper outline. */
function bodyPath(s: BodyStyle): string {
  const arch = (cx: number) => {
    const dx = Math.sqrt(s.archR ** 2 - (s.wheelR - s.sill) ** 2);
    return { from: `${n(cx - dx)},${-s.sill}`, to: `${n(cx + dx)},${-s.sill}` };
  };
  const rearArch = arch(s.rearX);
  const frontArch = arch(s.frontX);
  return [
    `M ${s.rear[0]},${s.rear[1]}`,
    `L ${rearArch.from}`,
    `A ${s.archR},${s.archR} 0 1 1 ${rearArch.to}`,
    `L ${frontArch.from}`,
    `A ${s.archR},${s.archR} 0 1 1 ${frontArch.to}`,
    `L ${s.front[0]},${s.front[1]}`,
    s.upper,
    'Z',
  ].join(' ');
}

function wellPath(s: BodyStyle, cx: number): string {
  const r = s.archR - 1;
  const dx = Math.sqrt(r ** 2 - (s.wheelR - s.sill) ** 2);
  return `M ${n(cx - dx)},${-s.sill + 2} A ${r},${r} 0 1 1 ${n(cx + dx)},${-s.sill + 2} Z`;
}

function polar(r: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${n(r * Math.cos(a))},${n(r * Math.sin(a))}`;
}

function spokes(design: SpokeDesign, R: number, fill: string): string {
  const shapes: string[] = [];
  const spoke = (angle: number, inner: number, outer: number, wIn: number, wOut: number) => {
    shapes.push(
      `<path transform="rotate(${n(angle)})" d="M ${n(-wIn / 2)},${n(-inner)} L ${n(wIn / 2)},${n(-inner)} L ${n(wOut / 2)},${n(-outer)} L ${n(-wOut / 2)},${n(-outer)} Z" fill="${fill}"/>`,
    );
  };
  const outer = R * 0.76;
  switch (design) {
    case 'five':
      for (let i = 0; i < 5; i++) spoke(i * 72, R * 0.12, outer, R * 0.16, R * 0.2);
      break;
    case 'ten':
      for (let i = 0; i < 10; i++) spoke(i * 36, R * 0.12, outer, R * 0.07, R * 0.1);
      break;
    case 'twin':
      for (let i = 0; i < 5; i++) {
        spoke(i * 72 - 7, R * 0.13, outer, R * 0.07, R * 0.08);
        spoke(i * 72 + 7, R * 0.13, outer, R * 0.07, R * 0.08);
      }
      break;
    case 'turbine':
      for (let i = 0; i < 14; i++) {
        shapes.push(
          `<path transform="rotate(${n(i * (360 / 14))})" d="M 0,${n(-R * 0.13)} C ${n(R * 0.08)},${n(-R * 0.3)} ${n(R * 0.1)},${n(-R * 0.5)} ${n(R * 0.2)},${n(-outer * 0.97)} L ${n(R * 0.1)},${n(-outer)} C ${n(R * 0.02)},${n(-R * 0.5)} ${n(-R * 0.02)},${n(-R * 0.3)} ${n(-R * 0.05)},${n(-R * 0.13)} Z" fill="${fill}"/>`,
        );
      }
      break;
    case 'y':
      for (let i = 0; i < 5; i++) {
        spoke(i * 72, R * 0.12, R * 0.42, R * 0.15, R * 0.14);
        spoke(i * 72 - 11, R * 0.4, outer, R * 0.06, R * 0.09);
        spoke(i * 72 + 11, R * 0.4, outer, R * 0.06, R * 0.09);
      }
      break;
  }
  return shapes.join('');
}

function wheel(s: BodyStyle, art: CarArt, cx: number, front: boolean): string {
  const R = s.wheelR;
  const caliperFrom = front ? -62 : 58;
  const caliperTo = front ? -18 : 102;
  const caliper = `<path d="M ${polar(R * 0.47, caliperFrom)} A ${n(R * 0.47)},${n(R * 0.47)} 0 0 1 ${polar(R * 0.47, caliperTo)} L ${polar(R * 0.65, caliperTo - 4)} A ${n(R * 0.65)},${n(R * 0.65)} 0 0 0 ${polar(R * 0.65, caliperFrom + 4)} Z" fill="${art.caliper}" stroke="${darken(art.caliper, 0.4)}" stroke-width="1.2"/>`;
  return `<g transform="translate(${cx},${-R})">
<circle r="${R}" fill="#0b0b0c"/>
<circle r="${n(R * 0.96)}" fill="none" stroke="#1d1d20" stroke-width="${n(R * 0.05)}"/>
<path d="M ${polar(R * 0.9, -60)} A ${n(R * 0.9)},${n(R * 0.9)} 0 0 1 ${polar(R * 0.9, 30)}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="${n(R * 0.06)}"/>
<circle r="${n(R * 0.78)}" fill="#08080a"/>
<circle r="${n(R * 0.64)}" fill="url(#disc)"/>
<circle r="${n(R * 0.64)}" fill="none" stroke="#2a2a2c" stroke-width="${n(R * 0.05)}" stroke-dasharray="1.5 3"/>
${caliper}
<g>${spokes(art.spokes, R, 'url(#rimMetal)')}</g>
<circle r="${n(R * 0.765)}" fill="none" stroke="url(#rimMetal)" stroke-width="${n(R * 0.04)}"/>
<circle r="${n(R * 0.14)}" fill="url(#rimMetal)"/>
<circle r="${n(R * 0.06)}" fill="${darken(RIMS[art.rim][1], 0.4)}"/>
</g>`;
}

/** Black plastic sills and arch flares of SUVs. */
function cladding(s: BodyStyle): string {
  const arches = [s.rearX, s.frontX]
    .map((x) => `<circle cx="${x}" cy="${-s.wheelR}" r="${s.archR + 6}" fill="none" stroke="#141416" stroke-width="14"/>`)
    .join('');
  return `<rect x="-50" y="${-s.sill - 22}" width="1100" height="40" fill="#141416"/>${arches}`;
}

export interface RenderedCar {
  defs: string;
  /** The car, ground at y = 0, 1000 units long, facing right. */
  body: string;
  style: BodyStyle;
}

export function renderCar(art: CarArt): RenderedCar {
  const s = BODY_STYLES[art.style];
  const c = art.paint;
  const lum = luminance(c);
  // Black paint needs brighter reflections to read as a shape; white paint needs deeper shading.
  const lift = lum < 0.12 ? 0.3 : lum > 0.75 ? 0.02 : 0.12;
  const deep = lum > 0.75 ? 0.3 : 0.5;
  const off = (y: number) => (y - s.topY) / -s.topY;
  const sh = s.shoulderY;
  const [rimLight, rimDark] = RIMS[art.rim];
  const interior = art.interior ?? '#1a1514';
  const path = bodyPath(s);

  const defs = `
<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${s.topY}" x2="0" y2="0">
  ${stop(0, lighten(c, lift + 0.2))}
  ${stop(off(sh) * 0.55, lighten(c, lift))}
  ${stop(off(sh) - 0.05, mix(c, lighten(c, lift), 0.5))}
  ${stop(off(sh) - 0.005, lighten(c, lift + 0.35))}
  ${stop(off(sh) + 0.03, c)}
  ${stop(off(sh) + (1 - off(sh)) * 0.55, darken(c, deep * 0.6))}
  ${stop(0.86, darken(c, deep))}
  ${stop(0.93, darken(c, deep * 0.7))}
  ${stop(1, darken(c, deep + 0.2))}
</linearGradient>
<linearGradient id="sideLight" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1000" y2="0">
  ${stop(0, '#000000', 0.3)}
  ${stop(0.35, '#000000', 0)}
  ${stop(0.7, '#ffffff', 0.04)}
  ${stop(1, '#ffffff', 0.12)}
</linearGradient>
<linearGradient id="glassFill" gradientUnits="userSpaceOnUse" x1="0" y1="${s.topY}" x2="0" y2="${sh}">
  ${stop(0, '#39414f')}
  ${stop(0.5, '#141820')}
  ${stop(1, '#06070a')}
</linearGradient>
<linearGradient id="rimMetal" x1="0" y1="0" x2="1" y2="1">
  ${stop(0, rimLight)}
  ${stop(0.45, mix(rimLight, rimDark, 0.35))}
  ${stop(0.55, rimDark)}
  ${stop(1, mix(rimLight, rimDark, 0.6))}
</linearGradient>
<radialGradient id="disc">
  ${stop(0.2, '#4a4a4d')}
  ${stop(0.9, '#77787c')}
  ${stop(1, '#3c3c3f')}
</radialGradient>
<linearGradient id="silverBand" x1="0" y1="0" x2="1" y2="0">
  ${stop(0, '#8d9096')}${stop(0.5, '#eceef0')}${stop(1, '#8d9096')}
</linearGradient>
<clipPath id="bodyClip"><path d="${path}"/></clipPath>
<clipPath id="glassClip">${s.glass.map((g) => `<path d="${g}"/>`).join('')}</clipPath>
<filter id="soft" filterUnits="userSpaceOnUse" x="-300" y="-600" width="1600" height="800"><feGaussianBlur stdDeviation="2"/></filter>
<filter id="softer" filterUnits="userSpaceOnUse" x="-300" y="-600" width="1600" height="800"><feGaussianBlur stdDeviation="7"/></filter>
<filter id="glow" filterUnits="userSpaceOnUse" x="-300" y="-600" width="1600" height="800"><feGaussianBlur stdDeviation="5"/></filter>`;

  const wells = [s.rearX, s.frontX].map((x) => `<path d="${wellPath(s, x)}" fill="#050506"/>`).join('');
  const panelStroke = darken(c, 0.65);
  const body = `
<g id="car">
${wells}
${s.interior.map((p) => `<path d="${p}" fill="${interior}"/><path d="${p}" fill="url(#glassFill)" opacity="0.25"/>`).join('')}
<path d="${path}" fill="url(#paint)"/>
<g clip-path="url(#bodyClip)">
  <rect x="-50" y="${s.topY - 20}" width="1100" height="${-s.topY + 20}" fill="url(#sideLight)"/>
  <path d="${s.highlight}" fill="none" stroke="#ffffff" stroke-opacity="${lum > 0.75 ? 0.5 : 0.35}" stroke-width="16" filter="url(#softer)"/>
  <path d="${s.highlight}" fill="none" stroke="#ffffff" stroke-opacity="${lum > 0.75 ? 0.9 : 0.6}" stroke-width="2.2" filter="url(#soft)"/>
  <rect x="-50" y="${-s.sill - 16}" width="1100" height="30" fill="#000000" opacity="0.35" filter="url(#softer)"/>
</g>
${s.glass.map((g) => `<path d="${g}" fill="url(#glassFill)"/>`).join('')}
<g clip-path="url(#glassClip)">
  <path d="M ${s.frontX - 200},${s.topY - 40} L ${s.frontX - 120},${s.topY - 40} L ${s.frontX - 330},0 L ${s.frontX - 410},0 Z" fill="#ffffff" opacity="0.08"/>
  <path d="M ${s.frontX - 90},${s.topY - 40} L ${s.frontX - 70},${s.topY - 40} L ${s.frontX - 280},0 L ${s.frontX - 300},0 Z" fill="#ffffff" opacity="0.06"/>
</g>
${s.glass.map((g) => `<path d="${g}" fill="none" stroke="#050607" stroke-width="3"/>`).join('')}
${s.pillars.map((p) => `<path d="${p}" fill="#07080a"/>`).join('')}
${s.frame.map((p) => `<path d="${p}" fill="#0b0c0e"/>`).join('')}
<g clip-path="url(#bodyClip)">
${s.cladding ? cladding(s) : ''}
${s.vents.map((p) => `<path d="${p}" fill="#060607"/><path d="${p}" fill="none" stroke="${darken(c, 0.3)}" stroke-width="1"/>`).join('')}
${s.lines.map((p) => `<path d="${p}" fill="none" stroke="${panelStroke}" stroke-width="1.6" opacity="0.75"/><path d="${p}" transform="translate(1.6,0)" fill="none" stroke="#ffffff" stroke-width="0.8" opacity="0.12"/>`).join('')}
</g>
<path d="${s.mirror}" fill="url(#paint)"/><path d="${s.mirror}" fill="none" stroke="${panelStroke}" stroke-width="1.2"/>
<path d="${s.headlight}" fill="#dfe8ff" filter="url(#glow)" opacity="0.8"/>
<path d="${s.headlight}" fill="#f7f9ff" stroke="#9aa4b8" stroke-width="0.8"/>
<path d="${s.taillight}" fill="#ff1a1a" filter="url(#glow)" opacity="0.9"/>
<path d="${s.taillight}" fill="#e3262b" stroke="#5a0a0c" stroke-width="0.8"/>
${s.extras.map((e) => e.replaceAll('{paint}', c).replaceAll('{dark}', darken(c, 0.55))).join('')}
${wheel(s, art, s.rearX, false)}
${wheel(s, art, s.frontX, true)}
</g>`;
  return { defs, body, style: s };
}
