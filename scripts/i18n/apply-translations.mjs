#!/usr/bin/env node
/**
 * Writes the translations of scripts/i18n/translations/{lang}.json (and
 * translations/<feature>/{lang}.json) into the
 * Lingui PO catalogs locales/{lang}/*.po (messages, staff, mail).
 *
 * - For every (non-obsolete) entry whose msgid is a key of the JSON map, the
 *   msgstr is replaced by the translation (PO-escaped, multi-line safe) and a
 *   `fuzzy` flag is removed. Everything else in the file is left byte for byte.
 * - Keys may also be written as `msgctxt\u0004msgid` to target one context.
 * - Prints, per language, the msgids that still have no translation, and any
 *   translation whose {placeholders} or <0> tags differ from the English source.
 * - Idempotent; writes atomically and retries if the file changed meanwhile
 *   (other engineers may run `lingui extract` concurrently).
 *
 * Usage: node scripts/i18n/apply-translations.mjs [--check] [lang...]
 *   --check  report only, write nothing; exit code 1 if anything is missing.
 */
import { readFileSync, readdirSync, writeFileSync, renameSync, existsSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const localesDir = join(root, 'locales');
const translationsDir = join(here, 'translations');
const ALL_LANGS = ['es', 'de', 'fr', 'it'];

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const langs = args.filter((a) => !a.startsWith('--'));
const targets = langs.length ? langs : ALL_LANGS;

/* ---------- PO string escaping ---------- */

function unescapePo(s) {
  return s.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|.)/g, (_, c) => {
    switch (c[0]) {
      case 'n': return c === 'n' ? '\n' : c;
      case 't': return '\t';
      case 'r': return '\r';
      case 'a': return '\x07';
      case 'b': return '\b';
      case 'f': return '\f';
      case 'v': return '\v';
      case 'u': return String.fromCharCode(parseInt(c.slice(1), 16));
      case 'x': return String.fromCharCode(parseInt(c.slice(1), 16));
      default:
        if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
        return c; // \\ \" \' \? and unknown escapes
    }
  });
}

function escapePo(s) {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\t/g, '\\t')
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n');
}

/** Lines for `keyword "value"`; values with inner newlines use the multi-line form. */
function formatField(keyword, value) {
  const parts = value.split(/(?<=\n)/); // keep "\n" at the end of each part
  if (parts.length <= 1) return [`${keyword} "${escapePo(value)}"`];
  return [`${keyword} ""`, ...parts.map((p) => `"${escapePo(p)}"`)];
}

/* ---------- PO parsing (line based, keeps everything it does not touch) ---------- */

const QUOTED = /^\s*"(.*)"\s*$/;

/** Reads `keyword "..."` plus continuation lines starting at index i. */
function readField(lines, i, keyword) {
  const m = lines[i].match(new RegExp(`^${keyword}\\s+"(.*)"\\s*$`));
  if (!m) return null;
  let value = unescapePo(m[1]);
  let end = i + 1;
  while (end < lines.length) {
    const c = lines[end].match(QUOTED);
    if (!c) break;
    value += unescapePo(c[1]);
    end++;
  }
  return { value, start: i, end }; // [start, end)
}

/** Splits the file into entries: runs of non-blank lines. */
function splitBlocks(lines) {
  const blocks = [];
  let start = -1;
  for (let i = 0; i <= lines.length; i++) {
    const blank = i === lines.length || lines[i].trim() === '';
    if (!blank && start < 0) start = i;
    if (blank && start >= 0) {
      blocks.push([start, i]);
      start = -1;
    }
  }
  return blocks;
}

function parseEntry(lines, [from, to]) {
  let ctx = null, id = null, str = null, flagLine = -1, plural = false;
  for (let i = from; i < to; i++) {
    const line = lines[i];
    if (line.startsWith('#,')) flagLine = i;
    else if (line.startsWith('msgctxt')) ctx = readField(lines, i, 'msgctxt');
    else if (line.startsWith('msgid_plural')) plural = true;
    else if (line.startsWith('msgid')) id = readField(lines, i, 'msgid');
    else if (line.startsWith('msgstr[')) plural = true;
    else if (line.startsWith('msgstr')) str = readField(lines, i, 'msgstr');
  }
  if (!id) return null; // obsolete (#~) entries and stray comments
  const fuzzy = flagLine >= 0 && /(^#,|,)\s*fuzzy\s*(,|$)/.test(lines[flagLine]);
  return { ctx: ctx?.value ?? null, id: id.value, str, flagLine, fuzzy, plural };
}

/* ---------- checks ---------- */

const tokens = (text) =>
  [...(text.match(/\{[^{}\s,]+(?:,[^{}]*)?\}|<\/?\d+\/?>/g) ?? [])]
    .map((t) => t.replace(/^\{([^,}]+).*$/, '{$1}'))
    .sort()
    .join(' ');

/** The catalogs' names (messages, staff, mail): the English source's PO files. */
const CATALOGS = readdirSync(join(localesDir, 'en'))
  .filter((name) => name.endsWith('.po'))
  .map((name) => name.slice(0, -'.po'.length));

function englishSource() {
  const map = new Map();
  for (const catalog of CATALOGS) {
    const lines = readFileSync(join(localesDir, 'en', `${catalog}.po`), 'utf8').split('\n');
    for (const block of splitBlocks(lines)) {
      const e = parseEntry(lines, block);
      if (!e || e.id === '') continue;
      map.set(e.id, e.str?.value || e.id);
    }
  }
  return map;
}

/* ---------- apply ---------- */

function applyToText(text, translations) {
  const lines = text.split('\n');
  const blocks = splitBlocks(lines);
  const missing = [];
  const edits = []; // applied bottom-up so indices stay valid
  let changed = 0;
  for (const block of blocks) {
    const e = parseEntry(lines, block);
    if (!e || e.id === '') continue;
    const key = e.ctx !== null && Object.hasOwn(translations, `${e.ctx}\u0004${e.id}`) ? `${e.ctx}\u0004${e.id}` : e.id;
    const translation = Object.hasOwn(translations, key) ? translations[key] : undefined;
    if (typeof translation !== 'string' || translation.trim() === '' || e.plural || !e.str) {
      if (!e.str || !e.str.value.trim() || e.fuzzy) missing.push(e.id);
      continue;
    }
    const newStr = formatField('msgstr', translation);
    const oldStr = lines.slice(e.str.start, e.str.end);
    const strDiffers = newStr.join('\n') !== oldStr.join('\n');
    if (strDiffers) edits.push({ start: e.str.start, end: e.str.end, replacement: newStr });
    if (e.fuzzy) {
      const flags = lines[e.flagLine].slice(2).split(',').map((f) => f.trim()).filter((f) => f && f !== 'fuzzy');
      edits.push({ start: e.flagLine, end: e.flagLine + 1, replacement: flags.length ? [`#, ${flags.join(', ')}`] : [] });
    }
    if (strDiffers || e.fuzzy) changed++;
  }
  edits.sort((a, b) => b.start - a.start);
  for (const { start, end, replacement } of edits) lines.splice(start, end - start, ...replacement);
  return { text: lines.join('\n'), missing, changed };
}

/**
 * `translations/{lang}.json`, merged with `translations/<feature>/{lang}.json`
 * of every feature folder, so work on separate features never edits one file.
 */
function loadTranslations(lang) {
  const files = [join(translationsDir, `${lang}.json`)];
  for (const entry of readdirSync(translationsDir, { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(join(translationsDir, entry.name, `${lang}.json`));
  }
  return Object.assign({}, ...files.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8'))));
}

const english = englishSource();
let problems = 0;

for (const lang of targets) {
  const translations = loadTranslations(lang);

  // Placeholder / tag consistency against the English source (or the msgid):
  // a translation that loses or renames a {placeholder} or <0> tag is not written.
  for (const [key, value] of Object.entries(translations)) {
    const id = key.includes('\u0004') ? key.split('\u0004')[1] : key;
    const source = english.get(id) ?? id;
    if (tokens(source) !== tokens(value)) {
      problems++;
      delete translations[key];
      console.log(`[${lang}] PLACEHOLDER MISMATCH (skipped): ${JSON.stringify(id)}\n    en: ${tokens(source)}\n    ${lang}: ${tokens(value)}`);
    }
  }

  const present = new Set();
  for (const catalog of CATALOGS) {
    const poFile = join(localesDir, lang, `${catalog}.po`);
    if (!existsSync(poFile)) {
      problems++;
      console.log(`[${lang}] ${catalog}.po is missing: run lingui extract`);
      continue;
    }
    let result;
    for (let attempt = 1; ; attempt++) {
      const before = readFileSync(poFile, 'utf8');
      result = applyToText(before, translations);
      if (checkOnly || result.text === before) break;
      const tmp = `${poFile}.${process.pid}.tmp`;
      writeFileSync(tmp, result.text);
      // Someone (lingui extract) rewrote the catalog while we worked: start over.
      if (readFileSync(poFile, 'utf8') !== before && attempt < 5) {
        unlinkSync(tmp);
        continue;
      }
      renameSync(tmp, poFile);
      break;
    }
    { const l = result.text.split('\n'); for (const b of splitBlocks(l)) { const e = parseEntry(l, b); if (e) present.add(e.id); } }
    console.log(`[${lang}/${catalog}] ${checkOnly ? 'would update' : 'updated'} ${result.changed} entr${result.changed === 1 ? 'y' : 'ies'}; untranslated: ${result.missing.length}`);
    for (const id of result.missing) console.log(`  - ${JSON.stringify(id)}${english.has(id) && english.get(id) !== id ? `  (en: ${JSON.stringify(english.get(id))})` : ''}`);
    problems += result.missing.length;
  }
  const notInSource = [...english.keys()].filter((id) => !present.has(id));
  if (notInSource.length) console.log(`  (note: ${notInSource.length} English msgid(s) not found verbatim in the ${lang} catalogs yet; run lingui extract)`);
}
if (checkOnly && problems) process.exitCode = 1;
