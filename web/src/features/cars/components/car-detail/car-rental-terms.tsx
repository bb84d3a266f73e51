/**
 * The car's rental terms on its page: the deposit, the kilometres included
 * and the price of more, who may drive it and the insurance excess, as a
 * definition list laid out like the specifications.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Car } from '@costa/domain';
import { useId } from 'react';
import { useRentalTermsText } from '../../../../components/car/rental-terms-text';

export function CarRentalTerms({ car }: { car: Pick<Car, 'rentalTerms'> }) {
  const { t } = useLingui();
  const text = useRentalTermsText();
  const headingId = useId();
  const terms = car.rentalTerms;
  const rows = [
    { key: 'deposit', label: text.labels.deposit, value: text.deposit(terms) },
    { key: 'mileage', label: text.labels.mileage, value: text.mileage(terms) },
    { key: 'driver', label: text.labels.driver, value: text.driver(terms) },
    { key: 'excess', label: text.labels.excess, value: text.excess(terms) },
  ];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ containerType: 'inline-size' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem', lineHeight: 1.25, mb: 2 }}>
        {t`Rental terms`}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr',
          '@container (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 4,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {rows.map((row) => (
          <Box
            key={row.key}
            data-term={row.key}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.9375rem', flexShrink: 0 }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', fontSize: '0.9375rem', overflowWrap: 'break-word', minWidth: 0 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
