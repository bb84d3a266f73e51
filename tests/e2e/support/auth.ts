/**
 * Browser-test helpers for accounts: signing in through the auth page the way
 * a customer does, fresh accounts made through the Auth emulator's REST API
 * (unique e-mails, so tests can re-run), and the account mails (reset,
 * address confirmation) the site queues in its outbox instead of sending.
 *
 * Demo accounts (seeded): admin@costaprestige.com / Admin123!,
 * customer@costaprestige.com / Customer123!.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { localizedPath, type Lang } from '../../../domain/src/index';
import { withAdminSdk } from './admin';
import { expectPage } from './app';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
/** The web app's emulator API key (web/src/config/env.ts); the emulator accepts any. */
const API_KEY = 'demo-key';

export const DEMO_ADMIN = { email: 'admin@costaprestige.com', password: 'Admin123!' } as const;
export const DEMO_CUSTOMER = { email: 'customer@costaprestige.com', password: 'Customer123!' } as const;

/**
 * The demo admin's signed-in browser state, written once per run by
 * admin.setup.ts (the `admin-state` project every other project depends on).
 * A spec of the back office starts signed in with `test.use({ storageState: ADMIN_STATE })`.
 */
export const ADMIN_STATE = path.join(__dirname, '../../../.cache/e2e/admin-state.json');
/** A browser with nobody signed in, for the tests of a signed-in spec that need a visitor or a customer. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/** The auth page's words, as the catalogs translate them. */
export interface AuthWords {
  signInTab: string;
  signUpTab: string;
  email: string;
  password: string;
  signIn: string;
}

export const AUTH_WORDS: Record<Lang, AuthWords> = {
  en: { signInTab: 'Sign In', signUpTab: 'Sign Up', email: 'Email', password: 'Password', signIn: 'Sign In' },
  es: { signInTab: 'Iniciar sesión', signUpTab: 'Registrarse', email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión' },
  de: { signInTab: 'Anmelden', signUpTab: 'Registrieren', email: 'E-Mail', password: 'Passwort', signIn: 'Anmelden' },
  fr: { signInTab: 'Se connecter', signUpTab: "S'inscrire", email: 'E-mail', password: 'Mot de passe', signIn: 'Se connecter' },
  it: { signInTab: 'Accedi', signUpTab: 'Registrati', email: 'Email', password: 'Password', signIn: 'Accedi' },
};

export interface Credentials {
  email: string;
  password: string;
}

/** A new address nobody has used, e.g. `e2e-signup-3f9a1c2b@example.com`. */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The sign-in form of the auth page (its tab panel), already open on `/{lang}/auth`. */
export function signInForm(page: Page, lang: Lang) {
  return page.getByRole('tabpanel', { name: AUTH_WORDS[lang].signInTab, exact: true });
}

/**
 * Signs in through the auth page UI in `lang` and waits until the account page
 * shows. Starts from a fresh visit of the auth page; the browser must be signed out.
 */
export async function signIn(page: Page, { lang, email, password }: Credentials & { lang: Lang }): Promise<void> {
  const words = AUTH_WORDS[lang];
  await page.goto(localizedPath(lang, 'auth'));
  await expectPage(page, 'auth', lang);
  const form = signInForm(page, lang);
  await form.getByLabel(words.email, { exact: true }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: words.signIn, exact: true }).click();
  await expectPage(page, 'account', lang);
}

interface SignUpResponse {
  localId: string;
  idToken: string;
}

/**
 * Creates an account straight in the Auth emulator (no UI), optionally with a
 * display name; returns its uid. For tests that need a customer but do not test sign-up.
 */
export async function createUser(
  { email, password }: Credentials,
  displayName?: string,
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  expect(response.ok, `the Auth emulator creates ${email} (status ${response.status})`).toBe(true);
  const body = (await response.json()) as SignUpResponse;
  return { uid: body.localId, idToken: body.idToken };
}

/** A fresh account (unique e-mail, fixed strong password) created in the Auth emulator. */
export async function createFreshUser(label = 'user'): Promise<Credentials & { uid: string }> {
  const credentials = { email: uniqueEmail(label), password: `Pw-${randomBytes(4).toString('hex')}-9x` };
  const { uid } = await createUser(credentials);
  return { ...credentials, uid };
}

/**
 * Waits for the newest account mail of `kind` the site queued for `email`
 * (its outbox, `mail/{id}`) and returns it with the link it carries to the site.
 */
export async function accountMail(email: string, kind: 'password-reset' | 'verify-email'): Promise<{ lang: string; subject: string; link: URL }> {
  let found: { lang: string; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = await withAdminSdk(async ({ db }) => (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data()));
      found = mails
        .filter((mail) => mail.kind === kind)
        .sort((a, b) => Number(a.createdAt) - Number(b.createdAt))
        .at(-1) as typeof found;
      return Boolean(found);
    }, { message: `a ${kind} mail to ${email} is in the outbox`, timeout: 30_000 })
    .toBe(true);
  const url = /https?:\/\/\S+/.exec(found!.text)?.[0];
  expect(url, `the ${kind} mail carries a link`).toBeTruthy();
  return { lang: found!.lang, subject: found!.subject, link: new URL(url!) };
}

// --- the catalog's words ------------------------------------------------------

let translationCache: Partial<Record<Lang, Record<string, string>>> = {};

/**
 * `english` as the page shows it in `lang`: the translation maps the catalogs
 * are built from (scripts/i18n/translations/**), so a page left in English
 * fails the test. Throws for a text no map translates.
 */
export function translated(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  if (!translationCache[lang]) {
    const root = path.join(__dirname, '../../../scripts/i18n/translations');
    const files = [path.join(root, `${lang}.json`)];
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      if (entry.isDirectory()) files.push(path.join(root, entry.name, `${lang}.json`));
    }
    const merged: Record<string, string> = {};
    for (const file of files) {
      if (fs.existsSync(file)) Object.assign(merged, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
    }
    translationCache = { ...translationCache, [lang]: merged };
  }
  const text = translationCache[lang]![english];
  if (!text) throw new Error(`No ${lang} translation of "${english}" in scripts/i18n/translations`);
  return text;
}

/** A domain message (a descriptor with an explicit id, say a form schema's) as the page shows it in `lang`. */
export function translatedMessage(lang: Lang, { id, message, values }: { id: string; message?: string; values?: Record<string, string | number> }): string {
  const text = lang === 'en' ? (message ?? translated(lang, id)) : translated(lang, id);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}
