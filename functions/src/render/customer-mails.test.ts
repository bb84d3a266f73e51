/**
 * The acknowledgement of a request and the manage-booking link mail, in every
 * language: translated (nothing left in English), with their values, and
 * every typed text escaped in the HTML.
 */
import { LANGUAGES, type Order, type SiteSettings } from '@costa/domain';
import { acknowledgementMail } from './acknowledgement-mail';
import { manageLinkMail } from './manage-link-mail';

const settings = {
  email: 'hello@costaprestige.com',
  phone: '+34 952 86 40 00',
  openingHours: { weekdays: { open: '09:00', close: '20:00' }, saturday: { open: '10:00', close: '18:00' }, sunday: { open: '10:00', close: '16:00' } },
} as SiteSettings;
/** Saturday 12 June 2027, 18:30 on the coast: closed, so two hours after Sunday's opening. */
const NOW = Date.parse('2027-06-12T16:30:00Z');

const order = {
  id: 'o1',
  sessionId: 'cs_test_abcdefgh4F7K2Q9M',
  car: { name: 'Ferrari Roma' },
  customer: { name: 'Ana <i>García</i>', email: 'ana@example.es', phone: '' },
  lang: 'es',
} as unknown as Order;

describe.each(LANGUAGES)('in %s', (lang) => {
  const english = { request: acknowledgementMail({ name: 'Ana', email: 'a@b.co', message: 'x', lang: 'en', car: 'Ferrari Roma' }, settings, NOW), link: manageLinkMail(order, 'https://x.example/en/my-booking#t=abc', 'en', settings, NOW) };

  it('acknowledges a booking request with the promised answer time, the phone and the quoted message', () => {
    const mail = acknowledgementMail({ name: 'Ana <b>G</b>', email: 'ana@example.es', message: 'Is the <Roma> free?', lang, car: 'Ferrari Roma' }, settings, NOW);
    expect(mail).toMatchObject({ kind: 'acknowledgement', to: 'ana@example.es', replyTo: 'hello@costaprestige.com', lang });
    expect(mail.subject).toContain('Ferrari Roma');
    expect(mail.text).toContain('12:00');
    expect(mail.text).toContain('+34 952 86 40 00');
    expect(mail.html).toContain('Is the &lt;Roma&gt; free?');
    expect(mail.html).not.toContain('<b>G</b>');
    if (lang !== 'en') {
      expect(mail.subject).not.toBe(english.request.subject);
      expect(mail.text.split('\n')[2]).not.toBe(english.request.text.split('\n')[2]);
    }
  });

  it('sends the manage link as a button and as text, in the language asked in', () => {
    const url = `https://costaprestige.example/${lang}/x#t=${'a'.repeat(43)}`;
    const mail = manageLinkMail(order, url, lang, settings, NOW);
    expect(mail).toMatchObject({ kind: 'manage-link', to: 'ana@example.es', lang });
    expect(mail.subject).toContain('4F7K2Q9M');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Ana &lt;i&gt;García&lt;/i&gt;');
    if (lang !== 'en') expect(mail.subject).not.toBe(english.link.subject);
  });
});
