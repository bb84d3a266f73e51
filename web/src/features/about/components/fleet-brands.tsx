/** The ten marques of the fleet (domain BRAND_STRIP), set as wordmarks. */
import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { BRAND_STRIP } from '@costa/domain';
import { Section } from '../../../components/page/section';

export function FleetBrands() {
  return (
    <Section
      align="center"
      eyebrow={<Trans>Our fleet</Trans>}
      title={<Trans>Ten marques, one standard</Trans>}
      intro={<Trans>From Maranello to Woking, the garage holds the names every enthusiast knows.</Trans>}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
          gap: { xs: 1.5, md: 2 },
        }}
      >
        {BRAND_STRIP.map((brand) => (
          <Box
            component="li"
            key={brand}
            sx={{
              display: 'grid',
              placeItems: 'center',
              minHeight: { xs: 72, md: 96 },
              px: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              textAlign: 'center',
              fontFamily: (theme) => theme.typography.h2.fontFamily,
              fontSize: { xs: '1.1rem', md: '1.3rem' },
              letterSpacing: '0.04em',
              transition: 'border-color 200ms ease, color 200ms ease',
              '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
            }}
          >
            {brand}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
