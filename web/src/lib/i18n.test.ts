import { messages as deHome } from '../../../locales/de/home';
import { messages as esBooking } from '../../../locales/es/booking';
import { messages as esHome } from '../../../locales/es/home';
import { messages as esPublic } from '../../../locales/es/messages';
import { activateLanguage, i18n, loadPageCatalog } from './i18n';

/** Whether every text of `catalog` is in the active language, as translated there. */
const hasAll = (catalog: Record<string, unknown>) =>
  Object.entries(catalog).every(([id, text]) => JSON.stringify(i18n.messages[id]) === JSON.stringify(text));

it("a page's own texts join its language's, asked for while it activates, and come with every language chosen after", async () => {
  // The first page of a visit: its catalog is asked for while the language's public one is still loading.
  const activation = activateLanguage('es');
  const page = loadPageCatalog('home');
  await Promise.all([activation, page]);
  expect(i18n.locale).toBe('es');
  expect(hasAll(esPublic)).toBe(true);
  expect(hasAll(esHome)).toBe(true);
  // Another page's texts come only with that page.
  expect(hasAll(esBooking)).toBe(false);
  await loadPageCatalog('booking');
  expect(hasAll(esBooking)).toBe(true);

  // Another language: the page's texts come with it, not after it.
  await activateLanguage('de');
  expect(hasAll(deHome)).toBe(true);
});
