/**
 * Car URLs: `/{lang}/{car}/{slug}` where the slug is the car's name and model
 * followed by the first 6 characters of its id. A slug resolves
 * through the car's stored `slugKey`, one indexed query; anything else is an id.
 */
export const SLUG_ID_LENGTH = 6;

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The stored lookup key of a car: first 6 characters of its id, lower-cased. */
export function slugKeyOf(carId: string): string {
  return carId.slice(0, SLUG_ID_LENGTH).toLowerCase();
}

/** `Ferrari Roma` + `Roma` + `Ab12Cd...` -> `ferrari-roma-ab12cd`; words of the model already in the name are not repeated. */
export function buildCarSlug(name: string, model: string, carId: string): string {
  const nameWords = slugify(name).split('-').filter(Boolean);
  const modelWords = slugify(model)
    .split('-')
    .filter((word) => word && !nameWords.includes(word));
  return [...nameWords, ...modelWords, slugKeyOf(carId)].join('-');
}

export type CarParam = { kind: 'slug'; slugKey: string } | { kind: 'id'; id: string };

/** A slug has at least three dash-separated parts and ends in the id prefix; anything else is taken as an id. */
export function parseCarParam(param: string): CarParam {
  const parts = param.split('-');
  const last = parts[parts.length - 1] ?? '';
  if (parts.length >= 3 && last.length === SLUG_ID_LENGTH && parts.every(Boolean)) {
    return { kind: 'slug', slugKey: last.toLowerCase() };
  }
  return { kind: 'id', id: param };
}
