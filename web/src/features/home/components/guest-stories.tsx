/**
 * Testimonials: a few guests in their own words, each signed with a first name,
 * a country and the car they drove. Plain quotations, deliberately without star
 * ratings or review markup.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Section } from '../../../components/page/section';
import { primaryTint } from '../../../components/page/styles';

interface Story {
  name: string;
  country: ReactNode;
  car: string;
  quote: ReactNode;
}

const STORIES: Story[] = [
  {
    name: 'Charlotte',
    country: <Trans>United Kingdom</Trans>,
    car: 'Ferrari Roma Spider',
    quote: (
      <Trans>
        For our anniversary we asked for the car to be brought to our hotel in Puerto Banús. It was there at ten
        sharp, spotless and with a full tank, and the handover took ten minutes. Roof down to Estepona for lunch:
        perfect.
      </Trans>
    ),
  },
  {
    name: 'Lukas',
    country: <Trans>Germany</Trans>,
    car: 'Porsche 911 Targa 4 GTS',
    quote: (
      <Trans>
        I have driven the road up to Ronda many times, never in a car this good. The team told us to set off before
        nine to have the bends to ourselves, and they were right.
      </Trans>
    ),
  },
  {
    name: 'Camille',
    country: <Trans>France</Trans>,
    car: 'Lamborghini Urus S',
    quote: (
      <Trans>
        Our flight landed in Málaga close to midnight, and the Urus was waiting for us at arrivals with room for all
        our luggage and two sleepy children. Worth every cent of the late handover.
      </Trans>
    ),
  },
  {
    name: 'Matteo',
    country: <Trans>Italy</Trans>,
    car: 'Aston Martin DB12 Volante',
    quote: (
      <Trans>
        We decided on a Sunday evening to keep the car two more days. One WhatsApp message, a reply within minutes
        and the new price in writing. No fuss at all.
      </Trans>
    ),
  },
];

function StoryCard({ story }: { story: Story }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {/* The opening quotation mark as an ornament; the blockquote itself says it is a quotation. */}
      <Box
        aria-hidden
        sx={(theme) => ({
          fontFamily: theme.typography.h1.fontFamily,
          fontSize: '4rem',
          lineHeight: 1,
          height: '2.25rem',
          color: primaryTint(theme, 0.6),
        })}
      >
        “
      </Box>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          flex: 1,
          fontFamily: (theme) => theme.typography.h2.fontFamily,
          fontStyle: 'italic',
          fontSize: { xs: '1.1rem', md: '1.2rem' },
          lineHeight: 1.6,
          '& p': { m: 0 },
        }}
      >
        <p>{story.quote}</p>
      </Typography>
      <Box
        component="figcaption"
        sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.25 }}
      >
        <Typography component="span" sx={{ fontWeight: 600, letterSpacing: '0.02em' }}>
          {story.name}, {story.country}
        </Typography>
        <Typography component="span" sx={{ color: 'primary.main', fontSize: '0.9rem', letterSpacing: '0.06em' }}>
          {story.car}
        </Typography>
      </Box>
    </Box>
  );
}

export function GuestStories() {
  return (
    <Section
      eyebrow={<Trans>Guest stories</Trans>}
      title={<Trans>In our guests’ words</Trans>}
      intro={<Trans>A few notes from people who have driven with us along the coast.</Trans>}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {STORIES.map((story) => (
          <li key={story.name}>
            <StoryCard story={story} />
          </li>
        ))}
      </Box>
    </Section>
  );
}
