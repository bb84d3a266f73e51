/**
 * The status grid and summary as an admin reads them: a word and an
 * icon per car and language (never colour alone), the part a partial
 * language has, the cars that need translation, and the figures.
 */
import { translationSummary } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { messages as dePublic } from '../../../../../locales/de/messages';
import { messages as deStaff } from '../../../../../locales/de/staff';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';

const deMessages = { ...dePublic, ...deStaff };
const enMessages = { ...enPublic, ...enStaff };
import type { TranslationCar } from '../api/subscribe-translation-cars';
import { TranslationGrid } from './translation-grid';
import { TranslationSummary } from './translation-summary';

const EN = 'English text';
const done: TranslationCar = {
  id: 'done1',
  name: 'BMW M5',
  brand: 'BMW',
  model: 'M5',
  description: EN,
  descriptionTranslations: { en: EN, es: 'es', de: 'de', fr: 'fr', it: 'it' },
  featuresTranslations: { en: ['A'], es: ['es A'], de: ['de A'], fr: ['fr A'], it: ['it A'] },
};
const unfinished: TranslationCar = {
  id: 'open1',
  name: 'Audi RS3 Sportback',
  brand: 'Audi',
  model: 'RS3 Sportback',
  description: EN,
  descriptionTranslations: { en: EN, es: 'es', de: EN },
  featuresTranslations: { en: ['A'], es: ['es A'], de: ['de A'], fr: ['fr A'] },
};

function renderIn(lang: 'en' | 'de', ui: React.ReactNode) {
  i18n.loadAndActivate({ locale: lang, messages: (lang === 'de' ? deMessages : enMessages) as never });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

function cellTexts(name: string) {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

describe('translation grid', () => {
  it('shows each language status in words, with the part a partial language has', () => {
    const onEdit = jest.fn();
    renderIn('en', <TranslationGrid cars={[done, unfinished]} onEdit={onEdit} />);
    const grid = screen.getByRole('table', { name: 'Translation status by car and language' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Car', 'English', 'Español', 'Deutsch', 'Français', 'Italiano']);
    expect(cellTexts('BMW M5')).toEqual(['Complete', 'Complete', 'Complete', 'Complete', 'Complete']);
    expect(cellTexts('Audi RS3 Sportback')).toEqual(['Complete', 'Complete', 'PartialFeatures only', 'PartialFeatures only', 'Missing']);
    expect(within(screen.getByRole('rowheader', { name: /^Audi RS3/ })).getByText('Needs translation')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /^BMW M5/ })).queryByText('Needs translation')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit translations of Audi RS3 Sportback' }));
    expect(onEdit).toHaveBeenCalledWith(unfinished);
  });

  it('speaks the admin language', () => {
    renderIn('de', <TranslationGrid cars={[unfinished]} onEdit={() => {}} />);
    expect(cellTexts('Audi RS3 Sportback')).toEqual(['Vollständig', 'Vollständig', 'TeilweiseNur Ausstattung', 'TeilweiseNur Ausstattung', 'Fehlt']);
  });
});

describe('translation summary', () => {
  it('shows the completion rate, the cars and the complete, partial and missing counts', () => {
    renderIn('en', <TranslationSummary summary={translationSummary([done, unfinished])} />);
    const summary = screen.getByRole('region', { name: 'Translation summary' });
    const terms = within(summary).getAllByRole('term').map((term) => term.textContent);
    const values = within(summary).getAllByRole('definition').map((definition) => definition.firstElementChild?.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      'Completion rate': '70%',
      'Total cars': '2',
      Complete: '7',
      Partial: '2',
      Missing: '1',
    });
  });
});
