import { priceBreakdown, type Lang, type PriceInput, type RentalDiscount } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enPage } from '../../../../../locales/en/booking';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esPage } from '../../../../../locales/es/booking';
import { PriceSummary } from './price-summary';


/** The public catalog with the page's own (lingui.config.ts). */
const en = { ...enPublic, ...enPage };
const es = { ...esPublic, ...esPage };

const tier = (minDays: number, maxDays: number, discountPercentage: number): RentalDiscount => ({
  id: `tier-${minDays}`,
  minDays,
  maxDays,
  discountPercentage,
  description: `${minDays}-${maxDays} days`,
  isActive: true,
});
const TIERS = [tier(1, 1, 0), tier(2, 3, 5), tier(4, 7, 10), tier(8, 31, 20)];
const FOUR_DAYS: PriceInput = {
  dailyPrice: 1650,
  startDate: '2026-07-02',
  endDate: '2026-07-05',
  pickupTime: '10:00',
  dropoffTime: '18:00',
  distanceKm: 0,
  discounts: TIERS,
};

function show(
  lang: Lang,
  input: PriceInput | null,
  distance = { km: input?.distanceKm ?? 0, pickupKm: input?.delivery?.pickupKm ?? 0, dropoffKm: input?.delivery?.dropoffKm ?? 0, loading: false },
  options: { decimals?: 0 | 2; showTiers?: boolean } = {},
) {
  i18n.loadAndActivate({ locale: lang, messages: lang === 'es' ? es : en });
  return render(
    <I18nProvider i18n={i18n}>
      <PriceSummary
        price={input && priceBreakdown(input)}
        dailyPrice={1650}
        discounts={TIERS}
        distance={distance}
        lang={lang}
        {...options}
      />
    </I18nProvider>,
  );
}

/** The text of each row of the breakdown: label and amount. */
function rows(title = 'Price') {
  return within(screen.getByRole('region', { name: title }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
}

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('the price shown', () => {
  it('asks for dates before there is a price, and lists the discount tiers', () => {
    show('en', null);
    expect(screen.getByText('Choose your dates to see the price.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const tiers = within(screen.getByRole('list', { name: 'Longer rentals cost less' })).getAllByRole('listitem');
    expect(tiers.map((item) => item.textContent)).toEqual([
      '1 day · no discount',
      '2–3 days · 5% off',
      '4–7 days · 10% off',
      '8+ days · 20% off',
    ]);
  });

  it('breaks four days down into base, the 10 % tier and the total, and marks the tier that applies', () => {
    show('en', FOUR_DAYS);
    expect(rows()).toEqual(['4 days × €1,650 = €6,600', 'Discount (4–7 days · 10% off) = −€660']);
    expect(screen.getByRole('status')).toHaveTextContent('Total€5,940');
    const current = within(screen.getByRole('list', { name: 'Longer rentals cost less' })).getByRole('listitem', { current: true });
    expect(current).toHaveTextContent('4–7 days · 10% off');
  });

  it('gives a stay longer than every tier the discount of the last one, which has no upper end', () => {
    show('en', { ...FOUR_DAYS, startDate: '2026-08-01', endDate: '2026-09-14' });
    expect(rows()).toEqual(['45 days × €1,650 = €74,250', 'Discount (8+ days · 20% off) = −€14,850']);
    const current = within(screen.getByRole('list', { name: 'Longer rentals cost less' })).getByRole('listitem', { current: true });
    expect(current).toHaveTextContent('8+ days · 20% off');
  });

  it('adds the distance charge with its kilometres and each out-of-hours handover', () => {
    show('en', { ...FOUR_DAYS, distanceKm: 42.5, pickupTime: '07:00', dropoffTime: '21:00' });
    expect(rows()).toEqual([
      '4 days × €1,650 = €6,600.00',
      'Discount (4–7 days · 10% off) = −€660.00',
      'Distance charge (42.5 km × €3) = +€127.50',
      'Out-of-hours pickup = +€150.00',
      'Out-of-hours return = +€150.00',
    ]);
    // Cents appear, so every amount shows two decimals.
    expect(screen.getByRole('status')).toHaveTextContent('Total€6,367.50');
  });

  it('charges delivery beyond the free zone on its own row, with its kilometres', () => {
    show('en', { ...FOUR_DAYS, startDate: '2026-07-02', endDate: '2026-07-02', delivery: { pickupKm: 51.4, dropoffKm: 51.4, freeKm: 15 } });
    expect(rows()).toEqual(['1 day × €1,650 = €1,650.00', 'Delivery beyond the free zone (72.8 km × €3) = +€218.40']);
    expect(screen.getByRole('status')).toHaveTextContent('Total€1,868.40');
  });

  it('while new places are measured, keeps the lines it has and says so in the one line under the total', () => {
    const day = { ...FOUR_DAYS, startDate: '2026-07-02', endDate: '2026-07-02', distanceKm: 42.5 };
    const { unmount } = show('en', day);
    const measured = { rows: rows(), total: screen.getByRole('status').textContent };
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Insurance and VAT included.')).toBeInTheDocument();
    unmount();

    show('en', day, { km: 42.5, pickupKm: 0, dropoffKm: 0, loading: true });
    expect(rows()).toEqual(measured.rows);
    expect(screen.getByRole('status')).toHaveTextContent(measured.total ?? '');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Measuring the distance…')).toBeInTheDocument();
    expect(screen.queryByText('Insurance and VAT included.')).not.toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish page', () => {
    show('es', FOUR_DAYS);
    expect(rows('Precio').map(nbsp)).toEqual(['4 días × 1650 € = 6600 €', 'Descuento (4–7 días · 10 % de descuento) = −660 €']);
    expect(nbsp(screen.getByRole('status').textContent ?? '')).toBe('Total5940 €');
  });

  it('shows every amount with cents on the order page, without the list of tiers', () => {
    show('en', FOUR_DAYS, undefined, { decimals: 2, showTiers: false });
    expect(rows()).toEqual(['4 days × €1,650.00 = €6,600.00', 'Discount (4–7 days · 10% off) = −€660.00']);
    expect(screen.getByRole('status')).toHaveTextContent('Total€5,940.00');
    expect(screen.queryByRole('list', { name: 'Longer rentals cost less' })).not.toBeInTheDocument();
  });

  it('shows cents in Spanish on the order page', () => {
    show('es', FOUR_DAYS, undefined, { decimals: 2, showTiers: false });
    expect(nbsp(screen.getByRole('status').textContent ?? '')).toBe('Total5940,00 €');
  });
});
