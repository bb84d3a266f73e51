/**
 * How each car of the demo fleet is drawn: body style and finish, keyed by
 * the artwork file base of scripts/seed/fleet.ts. Colours are the marques'
 * own paint names in spirit (Rosso Corsa, Papaya, Chalk...), no logos.
 */
import type { CarArt } from './car';

export const CAR_ART: Record<string, CarArt> = {
  'ferrari-296-gtb': { style: 'supercar', paint: '#b5121b', rim: 'graphite', spokes: 'twin', caliper: '#e8b90f' },
  'lamborghini-revuelto': { style: 'supercar', paint: '#1d3f8c', rim: 'black', spokes: 'y', caliper: '#c9a96e' },
  'lamborghini-huracan-tecnica': { style: 'supercar', paint: '#6aae2e', rim: 'black', spokes: 'y', caliper: '#1a1a1c' },
  'mclaren-750s': { style: 'supercar', paint: '#ee7a16', rim: 'graphite', spokes: 'ten', caliper: '#141416' },
  'bugatti-chiron-sport': { style: 'supercar', paint: '#173a6e', rim: 'silver', spokes: 'turbine', caliper: '#101012' },
  'lotus-emira': { style: 'supercar', paint: '#e9bd2b', rim: 'black', spokes: 'ten', caliper: '#c41e1e' },
  'ferrari-roma-spider': { style: 'gtOpen', paint: '#2e4862', rim: 'silver', spokes: 'twin', caliper: '#c9a96e', interior: '#a0683a' },
  'lamborghini-huracan-evo-spyder': { style: 'spider', paint: '#e9e8e4', rim: 'black', spokes: 'y', caliper: '#c8202b', interior: '#2a1414' },
  'porsche-911-turbo-s-cabriolet': { style: 'gtOpen', paint: '#b6b9bd', rim: 'graphite', spokes: 'ten', caliper: '#e0b420', interior: '#5b1a22' },
  'porsche-911-targa-4-gts': { style: 'targa', paint: '#d5d1c6', rim: 'black', spokes: 'ten', caliper: '#c41e1e' },
  'aston-martin-db12-volante': { style: 'gtOpen', paint: '#1f3d2e', rim: 'silver', spokes: 'y', caliper: '#c9a96e', interior: '#a87a4f' },
  'mercedes-amg-sl-63': { style: 'gtOpen', paint: '#141517', rim: 'silver', spokes: 'five', caliper: '#c9a96e', interior: '#7a1b1b' },
  'bmw-m8-competition-convertible': { style: 'gtOpen', paint: '#1f5d9e', rim: 'black', spokes: 'twin', caliper: '#2b63b8', interior: '#8a4e2a' },
  'ferrari-12cilindri': { style: 'gt', paint: '#6b6f74', rim: 'silver', spokes: 'twin', caliper: '#c41e1e' },
  'aston-martin-vantage': { style: 'gt', paint: '#2d5da6', rim: 'black', spokes: 'y', caliper: '#e0b420' },
  'mercedes-amg-gt-63': { style: 'gt', paint: '#74111f', rim: 'black', spokes: 'five', caliper: '#c9ccd1' },
  'audi-rs7-sportback-performance': { style: 'sedan', paint: '#898c8e', rim: 'black', spokes: 'ten', caliper: '#c41e1e' },
  'audi-rs3-sportback': { style: 'hatch', paint: '#2f6b3a', rim: 'bronze', spokes: 'y', caliper: '#c41e1e' },
  'bmw-m5': { style: 'sedan', paint: '#15181d', rim: 'gold', spokes: 'y', caliper: '#c41e1e' },
  'lamborghini-urus-s': { style: 'suv', paint: '#eebf1f', rim: 'black', spokes: 'y', caliper: '#141416' },
  'aston-martin-dbx707': { style: 'suv', paint: '#5a1424', rim: 'black', spokes: 'five', caliper: '#c9a96e' },
  'mercedes-amg-g63': { style: 'offroad', paint: '#e8e7e2', rim: 'black', spokes: 'ten', caliper: '#c41e1e' },
  'porsche-cayenne-turbo-gt': { style: 'suv', paint: '#a5a8aa', rim: 'graphite', spokes: 'ten', caliper: '#e0b420' },
  'audi-rs-q8': { style: 'suv', paint: '#4a4d52', rim: 'black', spokes: 'y', caliper: '#c41e1e' },
  'ferrari-purosangue': { style: 'suv', paint: '#9e1622', rim: 'graphite', spokes: 'twin', caliper: '#c9a96e' },
  'porsche-taycan-turbo-s': { style: 'sedan', paint: '#6d9fc3', rim: 'graphite', spokes: 'turbine', caliper: '#e0b420' },
  'audi-rs-e-tron-gt': { style: 'sedan', paint: '#4d5a46', rim: 'black', spokes: 'turbine', caliper: '#c41e1e' },
  'lotus-eletre-r': { style: 'suv', paint: '#22402f', rim: 'graphite', spokes: 'turbine', caliper: '#e0b420' },
  'bmw-xm-label-red': { style: 'suv', paint: '#17181b', rim: 'black', spokes: 'five', caliper: '#d0202a' },
  'mclaren-artura': { style: 'supercar', paint: '#3b8a5a', rim: 'silver', spokes: 'ten', caliper: '#141416' },
};

/** The fallback picture of a car without images: a graphite GT, no identity. */
export const DEFAULT_ART: CarArt = { style: 'gt', paint: '#3a3d42', rim: 'graphite', spokes: 'twin', caliper: '#c9a96e' };
