/** What the gift cards will offer: digital or physical, any amount, long validity. */
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { FeatureCard } from '../../../components/page/feature-card';
import { Section } from '../../../components/page/section';

export function GiftCardFeatures({ min, max }: { min: string; max: string }) {
  return (
    <Section
      tone="muted"
      eyebrow={<Trans>The perfect present</Trans>}
      title={<Trans>A day behind the wheel, beautifully wrapped</Trans>}
      intro={
        <Trans>
          For a birthday, an anniversary or a thank-you that will be remembered: let them choose the car and the date.
        </Trans>
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
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <li>
          <FeatureCard icon={<EmailIcon />} title={<Trans>Digital, by e-mail</Trans>}>
            <Trans>Sent straight to your inbox or theirs, with your personal message.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<CardGiftcardIcon />} title={<Trans>Physical card</Trans>}>
            <Trans>An elegant printed card, ready to be handed over in person.</Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<AllInclusiveIcon />} title={<Trans>Any amount</Trans>}>
            <Trans>
              From {min} to {max} and more, for an afternoon drive or a whole week.
            </Trans>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard icon={<EventAvailableIcon />} title={<Trans>Long validity</Trans>}>
            <Trans>Plenty of time to pick the perfect car and the perfect day.</Trans>
          </FeatureCard>
        </li>
      </Box>
    </Section>
  );
}
