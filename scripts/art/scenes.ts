/**
 * Backdrops and camera framings. Each picture of a car is one shot: a scene
 * (dark studio, Costa del Sol sunset, marina at night, high-key studio) and a
 * framing (full profile either way round, or a close crop on a wheel).
 */
import { type CarArt, renderCar, type RenderedCar } from './car';
import { darken, lighten, rng } from './color';

export type SceneName = 'studio' | 'coast' | 'night' | 'light';

export interface Shot {
  scene: SceneName;
  /** 0..1 picks a colour variant of the scene. */
  variant: number;
  mirror: boolean;
  /** 1 = whole car; larger crops in. */
  zoom: number;
  /** With zoom > 1: which end of the car stays in frame. */
  focus: 'front' | 'rear';
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

interface Backdrop {
  defs: string;
  back: string;
  /** Drawn over the car's reflection, under the car (e.g. haze on the floor). */
  floor: string;
  front: string;
  horizon: number;
  reflection: number;
  shadow: number;
}

function ridge(random: () => number, width: number, base: number, peaks: Array<[number, number, number]>, jitter: number): string {
  const points: string[] = [];
  for (let x = -20; x <= width + 20; x += 12) {
    let y = base;
    for (const [cx, h, w] of peaks) y -= h * Math.exp(-(((x - cx) / w) ** 2));
    y += (random() - 0.5) * jitter;
    points.push(`${n(x)},${n(y)}`);
  }
  return `M -20,${base + 200} L ${points.join(' L ')} L ${width + 20},${base + 200} Z`;
}

function palm(x: number, ground: number, height: number, lean: number, color: string): string {
  const topX = x + lean;
  const topY = ground - height;
  const trunk = `M ${n(x - 7)},${ground} C ${n(x - 4 + lean * 0.2)},${n(ground - height * 0.5)} ${n(topX - 6)},${n(topY + height * 0.2)} ${n(topX - 2)},${n(topY)} L ${n(topX + 2)},${n(topY)} C ${n(topX + 1)},${n(topY + height * 0.2)} ${n(x + 4 + lean * 0.2)},${n(ground - height * 0.5)} ${n(x + 7)},${ground} Z`;
  const fronds: string[] = [];
  const angles = [-175, -150, -125, -100, -78, -55, -30, -5, 20, 200, 160];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = height * (0.36 + 0.08 * Math.abs(Math.cos(rad)));
    const droop = len * (0.25 + 0.35 * Math.abs(Math.cos(rad)));
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.45 + droop;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - len * 0.12;
    const w = height * 0.035;
    fronds.push(`M ${n(topX)},${n(topY)} Q ${n(mx)},${n(my - w)} ${n(ex)},${n(ey)} Q ${n(mx)},${n(my + w)} ${n(topX)},${n(topY + 4)} Z`);
  }
  return `<path d="${trunk}" fill="${color}"/><path d="${fronds.join(' ')}" fill="${color}"/>`;
}

function studio(W: number, H: number, variant: number, random: () => number): Backdrop {
  const tints = ['#1f1f24', '#2a2119', '#17202c'];
  const tint = tints[Math.floor(variant * tints.length) % tints.length] ?? '#1f1f24';
  const horizon = Math.round(H * 0.64);
  const seams: string[] = [];
  const step = 150 + Math.round(random() * 40);
  for (let x = step / 2; x < W; x += step) seams.push(`<rect x="${n(x)}" y="0" width="1.5" height="${horizon}" fill="#ffffff" opacity="0.035"/>`);
  return {
    horizon,
    reflection: 0.3,
    shadow: 0.85,
    defs: `
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${darken(tint, 0.55)}"/><stop offset="0.75" stop-color="${tint}"/><stop offset="1" stop-color="${lighten(tint, 0.08)}"/>
</linearGradient>
<linearGradient id="floorGrad" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${lighten(tint, 0.04)}"/><stop offset="0.35" stop-color="${darken(tint, 0.35)}"/><stop offset="1" stop-color="${darken(tint, 0.75)}"/>
</linearGradient>
<radialGradient id="pool" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#ffffff" stop-opacity="0.13"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
<radialGradient id="wallGlow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="${lighten(tint, 0.35)}" stop-opacity="0.5"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/>
</radialGradient>
<filter id="barBlur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="6"/></filter>`,
    back: `
<rect width="${W}" height="${H}" fill="url(#wall)"/>
${seams.join('')}
<ellipse cx="${W / 2}" cy="${horizon - 40}" rx="${W * 0.55}" ry="${H * 0.42}" fill="url(#wallGlow)"/>
<rect x="${W * 0.18}" y="${H * 0.07}" width="${W * 0.64}" height="10" rx="5" fill="#ffffff" opacity="0.55" filter="url(#barBlur)"/>
<rect x="${W * 0.2}" y="${H * 0.07 + 3}" width="${W * 0.6}" height="3" rx="1.5" fill="#ffffff" opacity="0.85"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floorGrad)"/>
<rect y="${horizon - 1}" width="${W}" height="2" fill="#ffffff" opacity="0.06"/>
<ellipse cx="${W / 2}" cy="${horizon + (H - horizon) * 0.45}" rx="${W * 0.5}" ry="${(H - horizon) * 0.5}" fill="url(#pool)"/>`,
    floor: '',
    front: `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
  };
}

function lightStudio(W: number, H: number): Backdrop {
  const horizon = Math.round(H * 0.62);
  return {
    horizon,
    reflection: 0.14,
    shadow: 0.55,
    defs: `
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#cfccc6"/><stop offset="1" stop-color="#efede9"/>
</linearGradient>
<linearGradient id="floorGrad" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#e9e7e3"/><stop offset="1" stop-color="#b9b5ae"/>
</linearGradient>`,
    back: `
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floorGrad)"/>
<rect y="${horizon - 30}" width="${W}" height="60" fill="#f4f2ee" opacity="0.6" filter="url(#haze)"/>`,
    floor: '',
    front: `<rect width="${W}" height="${H}" fill="url(#vignetteLight)"/>`,
  };
}

function coast(W: number, H: number, variant: number, random: () => number): Backdrop {
  const dusk = variant >= 0.5;
  const horizon = Math.round(H * 0.6);
  const shore = Math.round(H * 0.7);
  const sky = dusk ? ['#0e1630', '#2f3563', '#8e5a7a', '#e28a6a', '#f6c08a'] : ['#24304f', '#5a4f6e', '#c7786a', '#f0a66c', '#fbd79c'];
  const sunX = W * (0.25 + random() * 0.5);
  const sunY = horizon - (dusk ? 6 : 46);
  const glitter: string[] = [];
  for (let i = 0; i < 70; i++) {
    const y = horizon + 4 + random() ** 1.5 * (shore - horizon - 8);
    const spread = 30 + (y - horizon) * 2.2;
    const x = sunX + (random() - 0.5) * spread;
    const w = 6 + random() * 22;
    glitter.push(`<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="1.6" fill="#ffe2b0" opacity="${n(0.25 + random() * 0.5)}"/>`);
  }
  const clouds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const cx = random() * W;
    const cy = H * (0.12 + random() * 0.3);
    clouds.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(120 + random() * 200)}" ry="${n(6 + random() * 8)}" fill="${dusk ? '#f1a08a' : '#ffd2a8'}" opacity="${n(0.18 + random() * 0.2)}"/>`);
  }
  const far = ridge(random, W, horizon, [[W * 0.3, 70, 180], [W * 0.55, 110, 120], [W * 0.72, 60, 160]], 5);
  const near = ridge(random, W, horizon, [[W * 0.08, 40, 160], [W * 0.88, 55, 140]], 4);
  const palms = dusk ? palm(W * 0.93, shore + 6, H * 0.5, -30, '#0d0a10') + palm(W * 0.985, shore + 6, H * 0.42, 24, '#0d0a10') : palm(W * 0.05, shore + 6, H * 0.52, 26, '#120d12');
  return {
    horizon: shore,
    reflection: 0.18,
    shadow: 0.8,
    defs: `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  ${sky.map((c, i) => `<stop offset="${n((i / (sky.length - 1)) * 100)}%" stop-color="${c}"/>`).join('')}
</linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${dusk ? '#b7707a' : '#d99b7a'}"/><stop offset="1" stop-color="${dusk ? '#2a2a4a' : '#4d3f58'}"/>
</linearGradient>
<linearGradient id="promenade" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${dusk ? '#3a3040' : '#4a3a3c'}"/><stop offset="1" stop-color="#0e0b0e"/>
</linearGradient>
<radialGradient id="sunGlow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#fff4d6" stop-opacity="0.95"/><stop offset="0.18" stop-color="#ffd58f" stop-opacity="0.6"/><stop offset="1" stop-color="#ff9a5a" stop-opacity="0"/>
</radialGradient>
<filter id="cloudBlur" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="5"/></filter>`,
    back: `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g filter="url(#cloudBlur)">${clouds.join('')}</g>
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${H * 0.3}" fill="url(#sunGlow)"/>
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${dusk ? 26 : 22}" fill="#fff3d4"/>
<path d="${far}" fill="${dusk ? '#4a3552' : '#7a5060'}" opacity="0.85"/>
<path d="${near}" fill="${dusk ? '#2a1f35' : '#4d3443'}"/>
<rect y="${horizon}" width="${W}" height="${shore - horizon}" fill="url(#sea)"/>
${glitter.join('')}
<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#promenade)"/>
<rect y="${shore}" width="${W}" height="3" fill="#f3c9a0" opacity="0.35"/>
${palms}`,
    floor: '',
    front: `<rect width="${W}" height="${H}" fill="url(#vignette)" opacity="0.8"/>`,
  };
}

function night(W: number, H: number, random: () => number): Backdrop {
  const horizon = Math.round(H * 0.6);
  const shore = Math.round(H * 0.68);
  const lights: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = random() * W;
    const y = horizon - 4 - random() ** 2 * 70;
    const r = 1.5 + random() * 5;
    const color = ['#ffd08a', '#ffe9c2', '#9cc7ff', '#ffb870'][Math.floor(random() * 4)] ?? '#ffd08a';
    lights.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" opacity="${n(0.3 + random() * 0.6)}"/>`);
  }
  const streaks: string[] = [];
  for (let i = 0; i < 30; i++) {
    const x = random() * W;
    streaks.push(`<rect x="${n(x)}" y="${horizon + 2}" width="${n(1 + random() * 3)}" height="${n(10 + random() * 40)}" fill="#ffd08a" opacity="${n(0.1 + random() * 0.25)}"/>`);
  }
  const hills = ridge(random, W, horizon - 10, [[W * 0.2, 50, 220], [W * 0.62, 80, 160], [W * 0.95, 40, 200]], 3);
  return {
    horizon: shore,
    reflection: 0.32,
    shadow: 0.9,
    defs: `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#04060c"/><stop offset="0.7" stop-color="#0e1730"/><stop offset="1" stop-color="#1c2540"/>
</linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#111a30"/><stop offset="1" stop-color="#05070d"/>
</linearGradient>
<linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#1b2133"/><stop offset="1" stop-color="#05060a"/>
</linearGradient>
<filter id="bokeh" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="2.2"/></filter>`,
    back: `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="${hills}" fill="#080c18"/>
<g filter="url(#bokeh)">${lights.join('')}</g>
<rect y="${horizon}" width="${W}" height="${shore - horizon}" fill="url(#water)"/>
<g filter="url(#bokeh)">${streaks.join('')}</g>
<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#asphalt)"/>
<rect y="${shore}" width="${W}" height="2" fill="#7f8fb5" opacity="0.25"/>`,
    floor: '',
    front: `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
  };
}

function commonDefs(): string {
  return `
<radialGradient id="vignette" cx="0.5" cy="0.55" r="0.75">
  <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
</radialGradient>
<radialGradient id="vignetteLight" cx="0.5" cy="0.55" r="0.75">
  <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/>
</radialGradient>
<filter id="haze" x="-10%" y="-100%" width="120%" height="300%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="shadowBlur" filterUnits="userSpaceOnUse" x="-400" y="-200" width="1800" height="400"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="contactBlur" filterUnits="userSpaceOnUse" x="-400" y="-200" width="1800" height="400"><feGaussianBlur stdDeviation="3"/></filter>
<linearGradient id="reflFade" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="260">
  <stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<mask id="reflMask" maskUnits="userSpaceOnUse" x="-400" y="-10" width="1800" height="420"><rect x="-400" y="0" width="1800" height="400" fill="url(#reflFade)"/></mask>`;
}

/** The car with its floor shadow and reflection, placed so `ground` is the floor line in pixels. */
function placeCar(car: RenderedCar, backdrop: Backdrop, x: number, ground: number, scale: number, mirror: boolean): string {
  const s = car.style;
  const k = scale.toFixed(4);
  const transform = mirror ? `translate(${n(x + 1000 * scale)},${n(ground)}) scale(-${k},${k})` : `translate(${n(x)},${n(ground)}) scale(${k})`;
  return `<g transform="${transform}">
<g mask="url(#reflMask)" opacity="${backdrop.reflection}"><g transform="scale(1,-1)"><use href="#car"/></g></g>
${backdrop.floor}
<ellipse cx="500" cy="4" rx="560" ry="30" fill="#000" opacity="${backdrop.shadow}" filter="url(#shadowBlur)"/>
<ellipse cx="500" cy="0" rx="470" ry="9" fill="#000" opacity="${backdrop.shadow}" filter="url(#contactBlur)"/>
<ellipse cx="${s.rearX}" cy="0" rx="${s.wheelR * 1.05}" ry="6" fill="#000" opacity="0.9" filter="url(#contactBlur)"/>
<ellipse cx="${s.frontX}" cy="0" rx="${s.wheelR * 1.05}" ry="6" fill="#000" opacity="0.9" filter="url(#contactBlur)"/>
${car.body}
</g>`;
}

export function shotSvg(art: CarArt, shot: Shot, seed: string, W = 1200, H = 800): string {
  const random = rng(seed);
  const car = renderCar(art);
  const backdrop =
    shot.scene === 'studio'
      ? studio(W, H, shot.variant, random)
      : shot.scene === 'coast'
        ? coast(W, H, shot.variant, random)
        : shot.scene === 'night'
          ? night(W, H, random)
          : lightStudio(W, H);
  // Whole car: about 80% of the width, wheels on the floor a little below the horizon.
  const scale = (W * 0.8 * shot.zoom) / 1000;
  const ground = shot.zoom > 1 ? H * 0.9 : backdrop.horizon + (H - backdrop.horizon) * 0.45;
  let x: number;
  if (shot.zoom > 1) {
    // Keep the chosen wheel at about 60% of the width.
    const anchor = shot.focus === 'front' ? car.style.frontX : car.style.rearX;
    const screenAnchor = W * (shot.focus === 'front' ? 0.58 : 0.42);
    const local = shot.mirror ? 1000 - anchor : anchor;
    x = screenAnchor - local * scale;
  } else {
    x = (W - 1000 * scale) / 2;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${commonDefs()}${backdrop.defs}${car.defs}</defs>
${backdrop.back}
${placeCar(car, backdrop, x, ground, scale, shot.mirror)}
${backdrop.front}
</svg>`;
}

