/** The boutique's story and its figures. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { BRAND_STRIP, FLEET_SIZE_CLAIM, FOUNDED_YEAR, SITE_NAME } from '@costa/domain';
import type { ReactNode } from 'react';
import { Section } from '../../../components/page/section';
import { bodyText } from '../styles';

/** One figure of the description list: the label (dt) comes first in the markup, the value shows above it. */
function Figure({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column-reverse',
        justifyContent: 'flex-end',
        borderTop: 1,
        borderColor: 'divider',
        pt: 2,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', mt: 0.5, fontSize: '0.95rem' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontFamily: (theme) => theme.typography.h2.fontFamily,
          fontSize: { xs: '2.25rem', md: '2.75rem' },
          lineHeight: 1.1,
          color: 'primary.main',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function CompanyStory() {
  const fleet = FLEET_SIZE_CLAIM;
  const founded = FOUNDED_YEAR;
  const marques = BRAND_STRIP.length;
  const site = SITE_NAME;
  return (
    <Section
      tone="muted"
      eyebrow={<Trans>Our story</Trans>}
      title={<Trans>A family boutique on the Costa del Sol</Trans>}
    >
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box sx={{ '& p': bodyText, '& p:last-of-type': { mb: 0 } }}>
          <Typography component="p">
            <Trans>
              {site} began in {founded} as a family business in Marbella with three cars, a small showroom and one
              promise: to hand over every car as if it were our own.
            </Trans>
          </Typography>
          <Typography component="p">
            <Trans>
              More than a decade later the family is still here, and the garage has grown to over {fleet} cars, from
              Italian supercars and open-top roadsters to grand tourers and performance SUVs.
            </Trans>
          </Typography>
          <Typography component="p">
            <Trans>
              We deliver to villas, hotels and marinas along the coast, prepare every car by hand before it leaves and
              answer the phone ourselves, at any hour.
            </Trans>
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, 1fr)', alignContent: 'start' }}
        >
          <Figure value={founded} label={<Trans>Founded in Marbella</Trans>} />
          <Figure value={`${fleet}+`} label={<Trans>Cars in our fleet</Trans>} />
          <Figure value={marques} label={<Trans>Prestige marques</Trans>} />
          <Figure value="24/7" label={<Trans>Support on the road</Trans>} />
        </Box>
      </Box>
    </Section>
  );
}
