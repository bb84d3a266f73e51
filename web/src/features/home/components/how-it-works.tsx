/** The three-step booking explanation, the target of the hero's "How it works" button. */
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { FeatureCard } from '../../../components/page/feature-card';
import { Section } from '../../../components/page/section';
import { HOW_IT_WORKS_ID } from '../how-it-works-id';

export function HowItWorks() {
  return (
    <Section
      id={HOW_IT_WORKS_ID}
      focusableHeading
      tone="muted"
      align="center"
      eyebrow={<Trans>How it works</Trans>}
      title={<Trans>Three steps to the open road</Trans>}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <li>
          <FeatureCard marker="01" icon={<DirectionsCarIcon />} title={<Trans>Choose your car</Trans>}>
            <Trans>Browse the fleet and pick the car that fits your trip, from open-top roadsters to supercars.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard marker="02" icon={<EventAvailableIcon />} title={<Trans>Pick dates and delivery</Trans>}>
            <Trans>Choose your dates and times, then collect the car at our showroom or have it delivered.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard marker="03" icon={<KeyIcon />} title={<Trans>Drive</Trans>}>
            <Trans>We hand over the keys with a full tank and insurance included. Enjoy the road.</Trans>
          </FeatureCard>
        </li>
      </Box>
    </Section>
  );
}
