/** The offering in one line under the hero's buttons: what every rental includes. */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { FLEET_SIZE_CLAIM, HOME_CITY } from '@costa/domain';
import type { ReactNode } from 'react';

export function HeroHighlights() {
  const { t } = useLingui();
  const city = HOME_CITY;
  const fleet = FLEET_SIZE_CLAIM;
  const items: { key: string; text: ReactNode }[] = [
    { key: 'insurance', text: <Trans>Insurance and VAT included</Trans> },
    { key: 'fuel', text: <Trans>Full tank</Trans> },
    { key: 'delivery', text: <Trans>Free delivery in {city}</Trans> },
    { key: 'support', text: <Trans>24/7 support</Trans> },
    { key: 'fleet', text: <Trans>{fleet}+ cars</Trans> },
  ];
  return (
    <Box
      component="ul"
      aria-label={t`Included with every rental`}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 4,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: { xs: 2.5, md: 3.5 },
        rowGap: 1.25,
        color: 'text.secondary',
        fontSize: '0.95rem',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <CheckIcon aria-hidden sx={{ fontSize: 18, color: 'primary.main' }} />
          {item.text}
        </Box>
      ))}
    </Box>
  );
}
