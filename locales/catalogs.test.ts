/**
 * Every catalog but English must be complete: same messages as the source,
 * each with a real translation (no English left in es/de/fr/it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Entry {
  id: string;
  translation: string;
  fuzzy: boolean;
}

function parsePo(file: string): Entry[] {
  const entries: Entry[] = [];
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const collect = (keyword: string) => {
      const start = lines.findIndex((line) => line.startsWith(`${keyword} `));
      if (start < 0) return null;
      let text = JSON.parse(lines[start]!.slice(keyword.length + 1)) as string;
      for (let i = start + 1; i < lines.length && lines[i]!.startsWith('"'); i++) text += JSON.parse(lines[i]!) as string;
      return text;
    };
    const id = collect('msgid');
    const translation = collect('msgstr');
    if (id === null || id === '' || translation === null) continue;
    entries.push({ id, translation, fuzzy: lines.some((line) => line.startsWith('#,') && line.includes('fuzzy')) });
  }
  return entries;
}

const dir = __dirname;
/** The public site's, its pages' own, the customer's, the admin area's and the e-mails' catalogs (lingui.config.ts). */
const CATALOGS = ['messages', 'home', 'about', 'contact', 'booking', 'payment', 'staff', 'customer', 'mail'];

describe.each(CATALOGS.flatMap((catalog) => ['es', 'de', 'fr', 'it'].map((lang) => [lang, catalog])))('the %s %s catalog', (lang, catalog) => {
  const source = parsePo(join(dir, 'en', `${catalog}.po`));
  const entries = parsePo(join(dir, lang, `${catalog}.po`));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  it('has every message of the English source', () => {
    expect(source.length).toBeGreaterThan(0);
    expect(source.map((entry) => entry.id).filter((id) => !byId.has(id))).toEqual([]);
  });

  it('translates every message (nothing empty or fuzzy)', () => {
    const untranslated = entries.filter((entry) => !entry.translation.trim() || entry.fuzzy).map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each message', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const broken = source
      .filter((entry) => byId.has(entry.id))
      .filter((entry) => {
        const sourceText = entry.translation || entry.id;
        return placeholders(sourceText).join() !== placeholders(byId.get(entry.id)!.translation).join();
      })
      .map((entry) => entry.id);
    expect(broken).toEqual([]);
  });
});
