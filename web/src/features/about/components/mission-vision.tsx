/** Mission and vision, side by side on wide screens. */
import FlagIcon from '@mui/icons-material/Flag';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { FeatureCard } from '../../../components/page/feature-card';
import { Section } from '../../../components/page/section';

export function MissionVision() {
  return (
    <Section tone="muted" eyebrow={<Trans>What drives us</Trans>} title={<Trans>Mission and vision</Trans>}>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <FeatureCard icon={<FlagIcon />} title={<Trans>Our mission</Trans>}>
          <Trans>
            To make driving the world’s finest cars on the Costa del Sol effortless: honest prices with insurance and
            VAT included, cars delivered wherever you are, and a team that answers day and night.
          </Trans>
        </FeatureCard>
        <FeatureCard icon={<VisibilityIcon />} title={<Trans>Our vision</Trans>}>
          <Trans>
            To be the most trusted name in luxury car rental in southern Spain, known for cars in immaculate condition
            and for service that remembers your name.
          </Trans>
        </FeatureCard>
      </Box>
    </Section>
  );
}
