/**
 * The car's rental terms in the order's summary card, for this rental: the
 * deposit, the kilometres its days include and the price of more, who may
 * drive and the insurance excess.
 */
import { hasUnlimitedKm, includedKm, type RentalTerms } from '@costa/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useRentalTermsText } from '../../../../components/car/rental-terms-text';

export function OrderRentalTerms({ terms, days }: { terms: RentalTerms; days: number }) {
  const { t } = useLingui();
  const text = useRentalTermsText();
  const headingId = useId();
  const mileage = (() => {
    if (hasUnlimitedKm(terms) || days < 1) return text.mileage(terms);
    const total = text.km(includedKm(terms, days));
    const perDay = text.km(terms.includedKmPerDay);
    const price = text.extraKm(terms);
    return t`${total} km included (${perDay} km/day), then ${price}/km`;
  })();
  const rows = [
    { key: 'deposit', label: text.labels.deposit, value: text.deposit(terms) },
    { key: 'mileage', label: text.labels.mileage, value: mileage },
    { key: 'driver', label: text.labels.driver, value: text.driver(terms) },
    { key: 'excess', label: text.labels.excess, value: text.excess(terms) },
  ];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        <Trans>Rental terms</Trans>
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, alignItems: 'baseline' }}
      >
        {rows.map((row) => (
          <Box key={row.key} data-term={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'break-word' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
