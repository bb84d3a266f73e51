import { formatEUR, LANGUAGES, localizedPath, priceBreakdown, type SiteSettings } from '@costa/domain';
import { confirmationMail, type ConfirmationOrder } from './confirmation-mail';
import { acceptedTextsLinks } from './confirmation-message';
import { translatorFor as translator } from '../i18n';

const settings: SiteSettings = {
  address: 'Av. Ricardo Soriano 12, Marbella',
  phone: '+34 952 000 000',
  whatsapp: '34600000000',
  email: 'hello@costaprestige.com',
  openingHours: {} as SiteSettings['openingHours'],
};

const price = priceBreakdown({
  dailyPrice: 1234.5,
  startDate: '2030-07-10',
  endDate: '2030-07-12',
  pickupTime: '07:00',
  dropoffTime: '18:00',
  distanceKm: 12.5,
  discounts: [{ id: 'd', minDays: 3, maxDays: 6, discountPercentage: 10, description: '3+ days', isActive: true } as never],
});

const order: ConfirmationOrder = {
  id: 'order-abc',
  orderNumber: 'E5F6G7H8',
  customerName: 'Ana <b>García</b>',
  carName: 'Ferrari 296 GTB',
  pickupDate: '2030-07-10',
  pickupTime: '07:00',
  pickupLocation: 'Puerto Banús, Marbella',
  dropoffDate: '2030-07-12',
  dropoffTime: '18:00',
  dropoffLocation: 'Málaga Airport (AGP); Terminal 3',
  price,
  createdAt: Date.UTC(2030, 6, 1, 12, 0, 0),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('confirmation e-mail', () => {
  it('has the prices the order was charged', () => {
    // 3 days x 1234.50 = 3703.50; 10 % off = 370.35; 12.5 km x 3 = 37.50; pickup at 07:00 is out of hours.
    expect(price).toMatchObject({ basePrice: 3703.5, discountAmount: 370.35, distanceCharge: 37.5, outOfHoursCharge: 150 });
    expect(price.totalPrice).toBe(3520.65);
  });

  it('shows the booking and the price breakdown in English with two decimals', () => {
    const mail = confirmationMail(order, settings, 'en');
    expect(mail.subject).toBe('Your Costa Prestige booking E5F6G7H8 is confirmed');
    expect(mail.text).toContain('Thank you for your booking, Ana <b>García</b>!');
    expect(mail.text).toContain('Car: Ferrari 296 GTB');
    expect(mail.text).toContain('Pickup: Wednesday, July 10, 2030 at 07:00');
    expect(mail.text).toContain('Dropoff location: Málaga Airport (AGP); Terminal 3');
    expect(mail.text).toContain('Rental period: 3 days');
    expect(mail.text).toContain('Base rental: €3,703.50');
    expect(mail.text).toContain('Discount (10%): −€370.35');
    expect(mail.text).toContain('Distance charge (12.5 km): €37.50');
    expect(mail.text).toContain('Out-of-hours charges: €150.00');
    expect(mail.text).toContain('Total paid: €3,520.65');
    expect(mail.text).toContain('Phone: +34 952 000 000');
    expect(mail.text).toContain('WhatsApp: +34600000000');
    expect(mail.text).toContain('E-mail: hello@costaprestige.com');
  });

  it('bills each extra on its own row, named in the order language or else in English', () => {
    const extra = { descriptions: {}, cap: null, scope: 'all' as const, targets: [], isActive: true, position: 1 };
    const withExtras = priceBreakdown({
      ...order,
      dailyPrice: 1000,
      startDate: '2030-07-10',
      endDate: '2030-07-12',
      pickupTime: '10:00',
      dropoffTime: '10:00',
      distanceKm: 0,
      discounts: [],
      extras: [
        { ...extra, id: 'seat', kind: 'other', names: { en: 'Child seat', es: 'Silla infantil' }, pricing: 'per-rental', price: 45 },
        { ...extra, id: 'coach', kind: 'other', names: { en: 'Driving coach' }, pricing: 'per-rental', price: 350, position: 2 },
      ],
    });
    const mail = confirmationMail({ ...order, price: withExtras }, settings, 'es');
    expect(mail.text).toMatch(/Silla infantil: 45,00\s€/);
    expect(mail.text).toMatch(/Driving coach: 350,00\s€/);
    expect(mail.html).toContain('Silla infantil');
  });

  it('names the additional driver the extras booked, in the language, and no such row without one', () => {
    const mail = confirmationMail({ ...order, additionalDriver: 'Pablo <i>Martín</i>' }, settings, 'es');
    expect(mail.text).toContain(`${translator('es')({ id: 'mail.confirmation.additionalDriver', message: '' })}: Pablo <i>Martín</i>`);
    expect(mail.html).toContain('Pablo &lt;i&gt;Martín&lt;/i&gt;');
    expect(confirmationMail(order, settings, 'es').text).not.toContain('Pablo');
  });

  it('is translated in Spanish and German, with the local number and date formats', () => {
    const es = confirmationMail(order, settings, 'es');
    expect(es.subject).toBe('Tu reserva E5F6G7H8 en Costa Prestige está confirmada');
    expect(es.text).toContain('Recogida: miércoles, 10 de julio de 2030 a las 07:00');
    expect(es.text).toContain('Periodo de alquiler: 3 días');
    expect(es.text).toContain(`Total pagado: ${formatEUR(3520.65, 'es', 2)}`);
    expect(formatEUR(3520.65, 'es', 2)).toMatch(/^3520,65\s€$/);
    const de = confirmationMail(order, settings, 'de');
    expect(de.subject).toBe('Ihre Buchung E5F6G7H8 bei Costa Prestige ist bestätigt');
    expect(de.text).toContain('Mietdauer: 3 Tage');
    expect(de.text).toContain(`Bezahlter Gesamtbetrag: ${formatEUR(3520.65, 'de', 2)}`);
    expect(formatEUR(3520.65, 'de', 2)).toMatch(/^3\.520,65\s€$/);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('has no English label left in %s', (lang) => {
    const mail = confirmationMail(order, settings, lang);
    for (const english of ['Price breakdown', 'Base rental', 'Total paid', 'Order number', 'Rental period', 'Thank you']) {
      expect(mail.text).not.toContain(english);
      expect(mail.html).not.toContain(english);
    }
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('escapes every value in the HTML', () => {
    const mail = confirmationMail({ ...order, carName: 'Evil "<script>alert(1)</script>"' }, settings, 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>García</b>');
    expect(mail.html).toContain('Ana &lt;b&gt;García&lt;/b&gt;');
    expect(mail.html).toContain('Evil &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(mail.html).toContain('href="mailto:hello@costaprestige.com"');
    expect(mail.html).toContain('href="tel:+34952000000"');
    expect(mail.html).toContain('href="https://wa.me/34600000000"');
  });

  it('links the versions of the rental terms and privacy policy the customer accepted, in each language', () => {
    for (const lang of LANGUAGES) {
      const links = acceptedTextsLinks({ acceptedTerms: { termsVersion: 3, privacyVersion: 2, acceptedAt: 0 } }, lang, 'https://costa.example');
      const mail = confirmationMail({ ...order, accepted: links }, settings, lang);
      expect(mail.text).toContain(`https://costa.example${localizedPath(lang, 'terms')}?version=3`);
      expect(mail.html).toContain(`href="https://costa.example${localizedPath(lang, 'privacy')}?version=2"`);
    }
    // Without the acceptance (an order older than the box) or the site's origin, no such line.
    expect(acceptedTextsLinks({ acceptedTerms: null }, 'en', 'https://costa.example')).toBeNull();
    expect(acceptedTextsLinks({ acceptedTerms: { termsVersion: 3, privacyVersion: 2, acceptedAt: 0 } }, 'en', null)).toBeNull();
    expect(confirmationMail(order, settings, 'en').text).not.toContain('version');
  });

  it('says which invoice is attached, in the language, and says nothing of one when there is none', () => {
    const mail = confirmationMail({ ...order, invoiceNumber: 'F-2030-00042' }, settings, 'es');
    const note = translator('es')({ id: 'mail.confirmation.invoiceNote', message: '' }, { number: 'F-2030-00042' });
    expect(note).toContain('F-2030-00042');
    expect(note).not.toContain('attached');
    expect(mail.text).toContain(note);
    expect(mail.html).toContain(note);
    expect(confirmationMail(order, settings, 'es').text).not.toContain('F-2030');
  });

  it("states the car's rental terms as booked, for this rental's days, in the language", () => {
    const rentalTerms = { depositEur: 15_000, includedKmPerDay: 150, extraKmEur: 6, minDriverAge: 30, minLicenceYears: 5, insuranceExcessEur: 30_000 };
    const mail = confirmationMail({ ...order, rentalTerms }, settings, 'de');
    const t = translator('de');
    expect(mail.text).toContain(t({ id: 'mail.terms.heading', message: '' }));
    expect(mail.text).toContain(t({ id: 'mail.terms.depositValue', message: '' }, { amount: formatEUR(15_000, 'de') }));
    expect(mail.text).toContain(`${order.price.days * 150} km`);
    expect(mail.html).toContain(formatEUR(30_000, 'de'));
    expect(mail.text).not.toMatch(/deposit|Rental terms/);
    // An order older than the terms says nothing of them.
    expect(confirmationMail(order, settings, 'de').text).not.toContain(t({ id: 'mail.terms.heading', message: '' }));
  });

  it('leaves out lines that do not apply', () => {
    const plain = { ...order, price: { ...price, discount: null, discountAmount: 0, distanceCharge: 0, outOfHoursCharge: 0 } };
    const mail = confirmationMail(plain, null, 'en');
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).not.toContain('Distance charge');
    expect(mail.text).not.toContain('Out-of-hours');
    expect(mail.text).not.toContain('Phone:');
  });

  it('attaches a calendar file with the pickup and dropoff in the language', () => {
    const [attachment] = confirmationMail(order, settings, 'fr').attachments;
    expect(attachment).toMatchObject({ filename: 'costa-prestige-E5F6G7H8.ics', contentType: expect.stringContaining('text/calendar') });
    const ics = unfold(attachment && 'content' in attachment ? attachment.content : '');
    expect(ics).toContain('SUMMARY:Prise en charge : Ferrari 296 GTB');
    expect(ics).toContain('SUMMARY:Restitution : Ferrari 296 GTB');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20300710T070000');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20300712T180000');
    expect(ics).toContain('LOCATION:Málaga Airport (AGP)\\; Terminal 3');
    expect(ics).toContain('UID:order-abc-pickup@costaprestige.com');
  });
});
