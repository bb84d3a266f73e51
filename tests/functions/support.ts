/**
 * What the functions integration tests share: the running emulators'
 * addresses, an Admin SDK client on the `demo-costa` project (tests create
 * their own documents with unique ids and delete them; they never clear the
 * project, which holds the demo data), the expected texts computed from the
 * compiled Lingui catalogs, and a reader for the head tags of a page.
 */
import { randomBytes } from 'node:crypto';
import { capDescription, type Lang, type MessageDescriptor, type MessageValues } from '@costa/domain';
import { setupI18n, type Messages } from '@lingui/core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { messages as dePublic } from '../../locales/de/messages';
import { messages as deStaff } from '../../locales/de/staff';
import { messages as deMail } from '../../locales/de/mail';
import { messages as enPublic } from '../../locales/en/messages';
import { messages as enStaff } from '../../locales/en/staff';
import { messages as enMail } from '../../locales/en/mail';
import { messages as esPublic } from '../../locales/es/messages';
import { messages as esStaff } from '../../locales/es/staff';
import { messages as esMail } from '../../locales/es/mail';
import { messages as frPublic } from '../../locales/fr/messages';
import { messages as frStaff } from '../../locales/fr/staff';
import { messages as frMail } from '../../locales/fr/mail';
import { messages as itPublic } from '../../locales/it/messages';
import { messages as itStaff } from '../../locales/it/staff';
import { messages as itMail } from '../../locales/it/mail';

// Emulator round trips and trigger delays outlast jest's 5 s default (the
// project's testTimeout in jest.config.cjs is not applied to projects).
jest.setTimeout(60_000);

export const PROJECT_ID = 'demo-costa';
export const HOSTING = 'http://127.0.0.1:5000';
export const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT_ID}/europe-west1`;

export function adminFirestore(): { db: Firestore; close: () => Promise<void> } {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app: App = initializeApp({ projectId: PROJECT_ID }, `functions-tests-${uniqueId()}`);
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style random id: 20 letters and digits, so its 6-character slug key is unique too. */
export function uniqueId(): string {
  return [...randomBytes(20)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** All three catalogs (public, staff, mail): the server writes texts of each. */
const catalogs: Record<Lang, Messages> = {
  en: { ...enPublic, ...enStaff, ...enMail },
  es: { ...esPublic, ...esStaff, ...esMail },
  de: { ...dePublic, ...deStaff, ...deMail },
  fr: { ...frPublic, ...frStaff, ...frMail },
  it: { ...itPublic, ...itStaff, ...itMail },
};

/** Translates like the server should: the compiled catalog of the language. */
export function translator(lang: Lang): (descriptor: MessageDescriptor, values?: MessageValues) => string {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: catalogs[lang] } });
  return (descriptor, values) => i18n._({ id: descriptor.id, message: descriptor.message, values });
}

/** The meta description the server must send for a text: whitespace collapsed, at most 160 characters. */
export const expectedDescription = (text: string) => capDescription(text);

export interface PageHead {
  lang: string | undefined;
  title: string | undefined;
  /** `name` or `property` -> content; repeated keys (og:locale:alternate) keep the last. */
  meta: Record<string, string>;
  links: { rel: string; hreflang?: string; href: string }[];
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function attributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], unescapeHtml(m[2] ?? '')]));
}

export function parseHead(html: string): PageHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta: Record<string, string> = {};
  const links: PageHead['links'] = [];
  for (const match of head.matchAll(/<(meta|link)\s([^>]*)>/g)) {
    const attrs = attributes(match[2] ?? '');
    if (match[1] === 'meta') {
      const key = attrs.name ?? attrs.property;
      if (key && attrs.content !== undefined) meta[key] = attrs.content;
    } else if (attrs.rel && attrs.href) {
      links.push({ rel: attrs.rel, href: attrs.href, ...(attrs.hreflang ? { hreflang: attrs.hreflang } : {}) });
    }
  }
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: title === undefined ? undefined : unescapeHtml(title),
    meta,
    links,
  };
}

export function canonicalOf(head: PageHead): string | undefined {
  return head.links.find((link) => link.rel === 'canonical')?.href;
}

export function alternatesOf(head: PageHead): Record<string, string> {
  return Object.fromEntries(
    head.links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]),
  );
}

export interface FetchedPage {
  status: number;
  headers: Headers;
  html: string;
  head: PageHead;
}

export async function getPage(path: string): Promise<FetchedPage> {
  const response = await fetch(HOSTING + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, head: parseHead(html) };
}

/** Polls until `probe` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
