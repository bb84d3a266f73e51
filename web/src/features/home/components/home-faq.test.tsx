/**
 * The home page's questions quote the fleet's rental terms: the ranges the
 * page embeds (the server's summary of the cars), in the page's language, and
 * the categories' defaults when there is no summary yet.
 */
import { DEFAULT_RENTAL_TERMS_RANGES, formatEUR, pageDataKeys, type Lang, type RentalTermsRanges } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enPage } from '../../../../../locales/en/home';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esPage } from '../../../../../locales/es/home';
import { createPageDataStore, PageDataProvider } from '../../../lib/page-data';
import { HomeFaq } from './home-faq';


/** The public catalog with the page's own (lingui.config.ts). */
const en = { ...enPublic, ...enPage };
const es = { ...esPublic, ...esPage };

// The live summary never answers here: the page's embedded ranges are what the questions quote.
jest.mock('../api/rental-terms-ranges', () => ({ subscribeRentalTermsRanges: () => () => {} }));

const RANGES: RentalTermsRanges = {
  depositEur: { min: 2000, max: 45_000 },
  includedKmPerDay: { min: 150, max: 300 },
  extraKmEur: { min: 1.5, max: 10 },
  minDriverAge: { min: 23, max: 30 },
  minLicenceYears: { min: 2, max: 5 },
  insuranceExcessEur: { min: 4000, max: 90_000 },
};

function renderFaq(lang: Lang, ranges: RentalTermsRanges | null) {
  act(() => i18n.loadAndActivate({ locale: lang, messages: lang === 'es' ? es : en }));
  const path = `/${lang}`;
  const router = createMemoryRouter([{ path, element: <HomeFaq /> }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <PageDataProvider store={createPageDataStore(ranges ? { [pageDataKeys.rentalTermsRanges()]: ranges } : {})}>
        <RouterProvider router={router} />
      </PageDataProvider>
    </I18nProvider>,
  );
}

const open = (question: RegExp) => fireEvent.click(screen.getByRole('button', { name: question }));

it("quotes the fleet's deposits, ages, licence years and kilometres from the embedded summary", () => {
  renderFaq('en', RANGES);
  open(/deposit/i);
  expect(document.body.textContent).toContain(`from ${formatEUR(2000, 'en')} to ${formatEUR(45_000, 'en')}`);
  open(/how old/i);
  expect(document.body.textContent).toContain('at least 23 years old');
  expect(document.body.textContent).toContain('up to 30 years of age and 5 years of licence');
  open(/mileage/i);
  expect(document.body.textContent).toContain('150 to 300 km');
});

it('says it in Spanish, and with one age for all when every car asks the same', () => {
  const same = { ...RANGES, minDriverAge: { min: 25, max: 25 }, minLicenceYears: { min: 3, max: 3 } };
  renderFaq('es', same);
  open(/fianza|depósito/i);
  expect(document.body.textContent).toContain(formatEUR(45_000, 'es'));
  expect(document.body.textContent).not.toMatch(/deposit/i);
  open(/edad|años/i);
  expect(document.body.textContent).toContain('al menos 25 años');
  // No stricter cars to mention.
  expect(document.body.textContent).not.toContain('más potentes');
});

it("quotes the categories' defaults before there is a summary", () => {
  renderFaq('en', null);
  open(/mileage/i);
  const { min, max } = DEFAULT_RENTAL_TERMS_RANGES.includedKmPerDay;
  expect(document.body.textContent).toContain(`${min} to ${max} km`);
});
