/**
 * A season in the admin's words: its name (English when none was given in
 * the admin's language), its days, what it applies to and its day price
 * ("+25 % (×1.25)", "1,450 € a day"). The list and the form share them.
 */
import {
  formatEUR,
  LANGUAGE_NAMES,
  LANGUAGES,
  numberFormat,
  dateTimeFormat,
  seasonName,
  type Lang,
  type Season,
  type SeasonRate,
} from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useCarLabels } from '../../../components/car/car-labels';
import type { CarOption } from '../api/car-options';

/** "1 Jul 2027": seasons are calendar days with no time zone. */
export function formatSeasonDay(day: string, lang: Lang): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A multiplier as the change it makes: 1.25 is "+25 %", 0.9 is "−10 %". */
export function multiplierChange(value: number, lang: Lang): string {
  return numberFormat(lang, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(Math.round((value - 1) * 100) / 100);
}

export function useSeasonText(lang: Lang, cars: readonly CarOption[] | null) {
  const { t } = useLingui();
  const { category } = useCarLabels();
  const carNames = useMemo(() => new Map((cars ?? []).map((car) => [car.id, car.name])), [cars]);

  return {
    name: (season: Pick<Season, 'names'>): string => seasonName(season.names, lang) ?? seasonName(season.names, 'en') ?? t`Season without a name`,
    dates: ({ startDate, endDate }: Pick<Season, 'startDate' | 'endDate'>): string =>
      startDate === endDate ? formatSeasonDay(startDate, lang) : `${formatSeasonDay(startDate, lang)} – ${formatSeasonDay(endDate, lang)}`,
    scope: ({ scope, target }: Pick<Season, 'scope' | 'target'>): string => {
      if (scope === 'fleet') return t`Whole fleet`;
      if (scope === 'category') return category(target);
      if (cars === null) return t`Loading…`;
      return carNames.get(target) ?? t`A car no longer in the fleet`;
    },
    rate: (rate: SeasonRate): string => {
      if (rate.kind === 'fixed') {
        const price = formatEUR(rate.value, lang);
        return t`${price} a day`;
      }
      const factor = numberFormat(lang, { maximumFractionDigits: 2 }).format(rate.value);
      return `${multiplierChange(rate.value, lang)} (×${factor})`;
    },
    /** The languages staff have not named the season in, in their own names ("Deutsch and Italiano"). */
    missingNames: (season: Pick<Season, 'names'>): string | null => {
      const missing = LANGUAGES.filter((language) => !seasonName(season.names, language)).map((language) => LANGUAGE_NAMES[language]);
      return missing.length ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(missing) : null;
    },
  };
}
