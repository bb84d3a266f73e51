/** The words of a prefilled booking request in the page's language; the domain arranges them. */
import type { ContactPrefillWords } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLang } from '../../hooks/use-route-info';
import { dateTimeFormat } from '@costa/domain';

export function usePrefillWords(): ContactPrefillWords {
  const { t } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const dayFormat = dateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
    return {
      subject: (car) => t`Booking request: ${car}`,
      enquiry: (car) => t`Question about the ${car}`,
      intro: (car) => t`Hello, I would like to book the ${car}.`,
      dates: (start, end) => {
        const from = day(start);
        if (!end) return t`From: ${from}`;
        const to = day(end);
        return t`Dates: ${from} to ${to}`;
      },
      times: (pickup, dropoff) =>
        [pickup && t`Pickup time: ${pickup}`, dropoff && t`Dropoff time: ${dropoff}`].filter(Boolean).join(', '),
      pickup: (location) => t`Pickup location: ${location}`,
      dropoff: (location) => t`Dropoff location: ${location}`,
      closing: t`Please confirm availability and the total price.`,
    };
  }, [t, lang]);
}
