/** The founder: who started the boutique and why. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { FOUNDED_YEAR, SITE_NAME } from '@costa/domain';
import { Section } from '../../../components/page/section';
import { bodyText } from '../styles';
import { FounderPortrait } from './founder-portrait';

const FOUNDER_NAME = 'Alejandro Ruiz';
const FOUNDER_INITIALS = 'AR';

export function FounderSection() {
  const { t } = useLingui();
  const name = FOUNDER_NAME;
  const site = SITE_NAME;
  const founded = FOUNDED_YEAR;
  return (
    <Section eyebrow={<Trans>Our founder</Trans>} title={<Trans>From the racetrack to the coast road</Trans>}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 10 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
          <FounderPortrait initials={FOUNDER_INITIALS} label={t`Monogram portrait of ${name}`} />
          <Typography component="p" variant="h3" sx={{ fontSize: '1.4rem', mt: 3 }}>
            {name}
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
            <Trans>Founder and managing director</Trans>
          </Typography>
        </Box>
        <Box>
          <Box sx={{ '& p': bodyText }}>
            <Typography component="p">
              <Trans>
                Born and raised in Marbella, {name} spent fifteen years racing GT and endurance cars on circuits across
                Europe before coming home to the coast he grew up on.
              </Trans>
            </Typography>
            <Typography component="p">
              <Trans>
                In {founded} he opened {site} with his family, bringing a racing driver’s eye for detail to every car
                in the garage. He still drives each new arrival himself before it joins the fleet.
              </Trans>
            </Typography>
          </Box>
          <Box
            component="figure"
            sx={{ m: 0, mt: 4, pl: { xs: 2.5, md: 3.5 }, borderLeft: 2, borderColor: 'primary.main' }}
          >
            <Typography
              component="blockquote"
              sx={{
                m: 0,
                fontFamily: (theme) => theme.typography.h2.fontFamily,
                fontStyle: 'italic',
                fontSize: { xs: '1.3rem', md: '1.6rem' },
                lineHeight: 1.45,
              }}
            >
              <Trans>
                “A great car should feel like a gift, never like a transaction. Our job is to take care of everything
                else.”
              </Trans>
            </Typography>
            <Typography component="figcaption" sx={{ mt: 2, color: 'primary.main', letterSpacing: '0.08em' }}>
              {name}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
