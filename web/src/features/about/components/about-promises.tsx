/** What every rental includes: insurance, VAT, payment, fuel, support. */
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { FeatureCard } from '../../../components/page/feature-card';
import { Section } from '../../../components/page/section';

export function AboutPromises() {
  return (
    <Section
      eyebrow={<Trans>Included in every rental</Trans>}
      title={<Trans>No small print, no surprises</Trans>}
      intro={
        <Trans>The price you see is the price you pay. Every car leaves our showroom with the same promises.</Trans>
      }
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        <li>
          <FeatureCard icon={<VerifiedUserIcon />} title={<Trans>Insurance included</Trans>}>
            <Trans>Comprehensive insurance is part of every rental price.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<PercentIcon />} title={<Trans>VAT included</Trans>}>
            <Trans>All our prices include VAT, with nothing added at handover.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<PaymentsIcon />} title={<Trans>Pay your way</Trans>}>
            <Trans>Cash, Visa, Mastercard and digital means of payment are all welcome.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<LocalGasStationIcon />} title={<Trans>Full tank</Trans>}>
            <Trans>Every car is handed over with a full tank, ready for the road.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<SupportAgentIcon />} title={<Trans>24/7 support</Trans>}>
            <Trans>Our team is there for you day and night, for as long as you drive.</Trans>
          </FeatureCard>
        </li>
      </Box>
    </Section>
  );
}
