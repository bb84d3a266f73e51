/**
 * The account's reset and confirmation mails in every language: translated
 * (nothing left in English), linking to the auth page of that language with
 * the action code, saying how long the link works and to ignore a mail
 * nobody asked for, and every typed text escaped in the HTML.
 */
import { accountLinkUrl, escapeHtml, LANGUAGES, localizedPath, type AccountMailKind, type Lang, type SiteSettings } from '@costa/domain';
import { accountMail } from './account-mail';

const settings = { email: 'hello@costaprestige.com', phone: '+34 952 86 40 00' } as SiteSettings;
const NOW = Date.parse('2027-06-12T16:30:00Z');
const ORIGIN = 'https://costaprestige.example';
const CODE = 'oob-Code_123';

const MODES: Record<AccountMailKind, string> = { passwordReset: 'resetPassword', verifyEmail: 'verifyEmail' };

function mailOf(kind: AccountMailKind, lang: Lang, name: string | null = 'Ana <i>García</i>') {
  return accountMail({ kind, to: 'ana@example.es', name, url: accountLinkUrl(ORIGIN, lang, MODES[kind], CODE), lang }, settings, NOW);
}

/** The mail's own paragraphs (the text's blocks before the signature), without the link line. */
const paragraphs = (text: string) => text.split('\n\n').filter((block) => !block.includes('https://'));

describe.each(['passwordReset', 'verifyEmail'] as const)('the %s mail', (kind) => {
  const english = mailOf(kind, 'en');

  it.each(LANGUAGES)('in %s: links to that language\'s auth page with the code, as a button and as text', (lang) => {
    const mail = mailOf(kind, lang);
    expect(mail).toMatchObject({ kind: kind === 'passwordReset' ? 'password-reset' : 'verify-email', to: 'ana@example.es', replyTo: 'hello@costaprestige.com', lang, status: 'queued' });
    const url = /https:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    const link = new URL(url);
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe(localizedPath(lang, 'auth'));
    expect(link.searchParams.get('mode')).toBe(MODES[kind]);
    expect(link.searchParams.get('oobCode')).toBe(CODE);
    expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
    expect(mail.html).toContain('Ana &lt;i&gt;García&lt;/i&gt;');
    expect(mail.html).not.toContain('<i>García</i>');
    expect(mail.text).toContain('ana@example.es');
  });

  it.each(LANGUAGES)('in %s: says how long the link works and to ignore a mail nobody asked for', (lang) => {
    const text = mailOf(kind, lang).text;
    // The validity names its number: 1 hour for a reset, 3 days for a confirmation.
    expect(text).toMatch(kind === 'passwordReset' ? /\b1\b/ : /\b3\b/);
    expect(paragraphs(text).length).toBeGreaterThanOrEqual(5);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('in %s: nothing is left in English', (lang) => {
    const mail = mailOf(kind, lang);
    expect(mail.subject).not.toBe(english.subject);
    const own = paragraphs(mail.text);
    for (const paragraph of paragraphs(english.text)) expect(own).not.toContain(paragraph);
    const label = /<a [^>]*>([^<]+)<\/a>/.exec(mail.html)?.[1];
    expect(label).toBeTruthy();
    expect(label).not.toBe(/<a [^>]*>([^<]+)<\/a>/.exec(english.html)?.[1]);
  });

  it('greets without a name when the account has none', () => {
    const mail = mailOf(kind, 'en', null);
    expect(mail.text.startsWith('Hello,')).toBe(true);
    expect(mailOf(kind, 'en', '  Ana\n García ').text.startsWith('Hello Ana García,')).toBe(true);
  });
});

it('says a reset link works for one hour and a confirmation link for three days', () => {
  expect(mailOf('passwordReset', 'en').text).toContain('The link is valid for 1 hour and works only once.');
  expect(mailOf('verifyEmail', 'en').text).toContain('The link is valid for 3 days.');
  expect(mailOf('passwordReset', 'en').text).toContain('If you did not ask for a new password, you can ignore this e-mail');
  expect(mailOf('verifyEmail', 'en').text).toContain('If you did not create an account with us, you can ignore this e-mail.');
});
