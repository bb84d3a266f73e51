/**
 * Routes & guides: short teasers of three classic drives from Marbella. Static
 * texts only; there are no guide pages to link to (yet).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Section } from '../../../components/page/section';
import { displaySize, primaryTint } from '../../../components/page/styles';
import { useLang } from '../../../hooks/use-route-info';
import { numberFormat } from '@costa/domain';

interface Drive {
  key: string;
  title: ReactNode;
  distanceKm: number;
  time: ReactNode;
  bestIn: ReactNode;
  text: ReactNode;
  /** The road in the little sketch at the top of the card (viewBox 120 x 40), from its start point. */
  sketch: { from: [number, number]; path: string };
}

const DRIVES: Drive[] = [
  {
    key: 'ronda',
    title: <Trans>The A-397 up to Ronda</Trans>,
    distanceKm: 60,
    time: <Trans>about 1 hour</Trans>,
    bestIn: <Trans>a mid-engined supercar</Trans>,
    text: (
      <Trans>
        From San Pedro the road climbs into the Serranía de Ronda in long, open curves, with the sea shrinking in the
        mirror. Coffee beside the Puente Nuevo, then the same bends back down.
      </Trans>
    ),
    sketch: { from: [2, 36], path: 'C18 34 22 22 34 24 C46 26 44 12 58 12 C72 12 70 24 84 20 C96 16 98 6 118 4' },
  },
  {
    key: 'sotogrande',
    title: <Trans>The coast road to Sotogrande</Trans>,
    distanceKm: 45,
    time: <Trans>about 40 minutes</Trans>,
    bestIn: <Trans>a convertible, roof down</Trans>,
    text: (
      <Trans>
        West past Puerto Banús and Estepona, with the Mediterranean on your left and Gibraltar rising ahead. Lunch at
        the Sotogrande marina, and back along the shore as the sun goes down.
      </Trans>
    ),
    sketch: { from: [2, 22], path: 'C14 18 24 26 36 22 C48 18 58 26 70 22 C82 18 92 26 104 22 C110 20 114 20 118 21' },
  },
  {
    key: 'sierra-de-las-nieves',
    title: <Trans>Into the Sierra de las Nieves</Trans>,
    distanceKm: 60,
    time: <Trans>about 1 hour 15 minutes</Trans>,
    bestIn: <Trans>a grand tourer or a performance SUV</Trans>,
    text: (
      <Trans>
        Through Ojén and Monda to the white villages of Tolox and Yunquera, on the edge of one of Spain’s youngest
        national parks. Pine forests, mountain air and hardly any traffic.
      </Trans>
    ),
    sketch: { from: [2, 34], path: 'C12 34 16 20 26 20 C36 20 34 32 46 30 C58 28 56 8 70 8 C84 8 80 26 94 24 C106 22 108 12 118 10' },
  },
];

function DriveCard({ drive }: { drive: Drive }) {
  const lang = useLang();
  const [x, y] = drive.sketch.from;
  const distance = numberFormat(lang, { style: 'unit', unit: 'kilometer' }).format(drive.distanceKm);
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 3.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        transition: 'border-color 200ms ease',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          color: 'primary.main',
          mb: 2.5,
          pb: 2,
          borderBottom: 1,
          borderColor: primaryTint(theme, 0.25),
          '& svg': { display: 'block', width: '100%', maxWidth: 180, height: 'auto' },
        })}
      >
        <svg viewBox="0 0 120 40" fill="none" focusable="false">
          <path d={`M${x} ${y} ${drive.sketch.path}`} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          <circle cx={x} cy={y} r="2.5" fill="currentColor" />
        </svg>
      </Box>
      <Typography variant="h3" sx={{ fontSize: displaySize.card, lineHeight: 1.3, mb: 1.5 }}>
        {drive.title}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', lineHeight: 1.65, flex: 1 }}>
        {drive.text}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 3,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          fontSize: '0.9rem',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>
          <Trans>Distance</Trans>
        </dt>
        <dd>{distance}</dd>
        <dt>
          <Trans>Driving time</Trans>
        </dt>
        <dd>{drive.time}</dd>
        <dt>
          <Trans>Best in</Trans>
        </dt>
        <dd>{drive.bestIn}</dd>
      </Box>
    </Box>
  );
}

export function ScenicDrives() {
  return (
    <Section
      tone="muted"
      eyebrow={<Trans>Routes and guides</Trans>}
      title={<Trans>Three drives from Marbella</Trans>}
      intro={
        <Trans>
          The roads around Marbella are half the reason to rent something special. Our team’s favourites, from a
          morning run to a full day out.
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
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {DRIVES.map((drive) => (
          <li key={drive.key}>
            <DriveCard drive={drive} />
          </li>
        ))}
      </Box>
    </Section>
  );
}
