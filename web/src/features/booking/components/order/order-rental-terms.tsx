/**
 * The car's rental terms in the order's summary card, for this rental: the
 * deposit, the kilometres its days include and the price of more, who may
 * drive and the insurance excess.
 */
import type { RentalTerms } from '@costa/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useRentalTermsText } from '../../../../components/car/rental-terms-text';

export function OrderRentalTerms({ terms, days }: { terms: RentalTerms; days: number }) {
  const text = useRentalTermsText();
  const headingId = useId();
  const rows = text.rows(terms, days);

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
