/**
 * An extra in the admin's words: its name (English when none was given in
 * the admin's language), what it costs ("€25 per day, at most €250", "€40
 * per rental") and which cars it is offered for ("All cars", a category, the
 * chosen cars' names or "5 cars"). The list and the delete dialog share them.
 */
import { extraText, formatEUR, LANGUAGE_NAMES, LANGUAGES, type Extra, type Lang } from '@costa/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useCarLabels } from '../../../components/car/car-labels';
import type { CarOption } from '../api/car-options';

/** Up to this many chosen cars are named; more are counted. */
const NAMED_CARS = 3;

export function useExtraText(lang: Lang, cars: readonly CarOption[] | null) {
  const { t } = useLingui();
  const { category } = useCarLabels();
  const carNames = useMemo(() => new Map((cars ?? []).map((car) => [car.id, car.name])), [cars]);
  const list = (items: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);

  const carName = (id: string): string => carNames.get(id) ?? t`A car no longer in the fleet`;

  return {
    name: (extra: Pick<Extra, 'names'>): string => extraText(extra.names, lang) || t`Extra without a name`,
    description: (extra: Pick<Extra, 'descriptions'>): string => extraText(extra.descriptions, lang),
    cost: ({ pricing, price, cap }: Pick<Extra, 'pricing' | 'price' | 'cap'>): string => {
      const amount = formatEUR(price, lang);
      if (pricing === 'per-rental') return t`${amount} per rental`;
      if (cap === null) return t`${amount} per day`;
      const most = formatEUR(cap, lang);
      return t`${amount} per day, at most ${most}`;
    },
    scope: ({ scope, targets }: Pick<Extra, 'scope' | 'targets'>): string => {
      if (scope === 'all') return t`All cars`;
      if (scope === 'category') return category(targets[0] ?? '');
      if (targets.length > NAMED_CARS) {
        const count = targets.length;
        return t({ message: plural(count, { one: '# car', other: '# cars' }) });
      }
      if (cars === null) return t`Loading…`;
      return list(targets.map(carName));
    },
    /** Every chosen car by name, for the list's tooltip when it only counts them. */
    carNames: ({ scope, targets }: Pick<Extra, 'scope' | 'targets'>): string | null =>
      scope === 'cars' && targets.length > NAMED_CARS && cars !== null ? list(targets.map(carName)) : null,
    /** The languages staff have not named the extra in, in their own names ("Deutsch and Italiano"). */
    missingNames: (extra: Pick<Extra, 'names'>): string | null => {
      const missing = LANGUAGES.filter((language) => !extra.names[language]?.trim()).map((language) => LANGUAGE_NAMES[language]);
      return missing.length ? list(missing) : null;
    },
  };
}
