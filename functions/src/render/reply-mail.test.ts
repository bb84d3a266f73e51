import type { InboxItem } from '@costa/domain';
import { replyMail } from './reply-mail';

const item: InboxItem = {
  id: 'r1',
  collection: 'bookingRequests',
  name: 'Marc <i>Dubois</i>',
  email: 'marc@example.fr',
  phone: null,
  subject: null,
  message: 'Bonjour,\n<script>alert(1)</script>',
  lang: 'fr',
  status: 'new',
  createdAt: 0,
  car: 'Rolls-Royce Cullinan',
};

describe('the reply to a request', () => {
  it("is written in the customer's language, to them, with the boutique as the reply address", () => {
    const mail = replyMail(item, 'Oui, avec chauffeur.', null, 9);
    expect(mail).toMatchObject({ kind: 'reply', to: 'marc@example.fr', replyTo: null, lang: 'fr', createdAt: 9, status: 'queued' });
    expect(mail.subject).toBe('Votre demande pour la Rolls-Royce Cullinan');
    expect(mail.text.startsWith('Bonjour Marc <i>Dubois</i>,\n\nOui, avec chauffeur.\n')).toBe(true);
    expect(mail.text).toContain('> <script>alert(1)</script>');
  });

  it('escapes everything typed in the HTML', () => {
    const mail = replyMail(item, '<b>Oui</b>', { address: 'a', phone: '+34 952 86 40 00', whatsapp: '34600', email: 'hello@costaprestige.com', openingHours: {} as never }, 9);
    expect(mail.html).not.toMatch(/<script>|<b>Oui|<i>Dubois/);
    expect(mail.html).toContain('&lt;b&gt;Oui&lt;/b&gt;');
    expect(mail.replyTo).toBe('hello@costaprestige.com');
    expect(mail.text).toContain('+34 952 86 40 00 · hello@costaprestige.com');
  });
});
