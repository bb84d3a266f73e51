/**
 * The brand strip: the ten marques of the fleet as an endless
 * marquee of wordmarks, drawn and moved by CSS alone. Assistive technology
 * reads the first copy as one plain list; the second copy, there only to close
 * the loop, is hidden from it. The strip stops on hover, while focus is inside
 * it and with its pause button (WCAG 2.2.2); under prefers-reduced-motion it
 * does not move at all and wraps as a static list.
 */
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import { keyframes, type Theme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND_STRIP } from '@costa/domain';
import { useId, useState } from 'react';
import { primaryTint } from '../../../components/page/styles';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { IconButton } from '../../../components/ui/buttons';

/** One copy of the list is exactly half the track, so shifting by half loops without a seam. */
const scroll = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-50%, 0, 0); }
`;

const SECONDS_PER_LOOP = 45;
const TRACK = 'brand-marquee-track';
const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  [REDUCED_MOTION]: { flexWrap: 'wrap', justifyContent: 'center', rowGap: 1.5, flexShrink: 1 },
} as const;

const itemSx = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  fontFamily: theme.typography.h2.fontFamily,
  fontWeight: 500,
  fontSize: { xs: '1.15rem', md: '1.45rem' },
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  transition: 'color 200ms ease',
  '&:hover': { color: 'primary.main' },
  // A small gold lozenge after every name: ornament only, so CSS draws it and no one reads it.
  '&::after': {
    content: '""',
    width: 6,
    height: 6,
    mx: { xs: 3, md: 5 },
    transform: 'rotate(45deg)',
    bgcolor: primaryTint(theme, 0.7),
  },
  [REDUCED_MOTION]: { '&:last-child::after': { display: 'none' } },
});

function Wordmarks({ hidden }: { hidden?: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={[listSx, hidden ? { [REDUCED_MOTION]: { display: 'none' } } : {}]}
    >
      {BRAND_STRIP.map((brand) => (
        <Box component="li" key={brand} sx={itemSx}>
          {brand}
        </Box>
      ))}
    </Box>
  );
}

export function BrandMarquee() {
  const { t } = useLingui();
  const headingId = useId();
  const [paused, setPaused] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ borderBottom: 1, borderColor: 'divider', py: { xs: 3, md: 4 } }}
    >
      <Box component="h2" id={headingId} sx={visuallyHidden}>
        <Trans>Marques in our fleet</Trans>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          [`&:hover .${TRACK}, &:focus-within .${TRACK}`]: { animationPlayState: 'paused' },
        }}
      >
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            // Names fade in and out at the edges instead of being cut off.
            maskImage: 'linear-gradient(to right, transparent, #000 8%, #000 92%, transparent)',
            [REDUCED_MOTION]: { maskImage: 'none' },
          }}
        >
          <Box
            className={TRACK}
            sx={{
              display: 'flex',
              width: 'max-content',
              animation: `${scroll} ${SECONDS_PER_LOOP}s linear infinite`,
              animationPlayState: paused ? 'paused' : 'running',
              willChange: 'transform',
              [REDUCED_MOTION]: { animation: 'none', width: 'auto', justifyContent: 'center', px: 2 },
            }}
          >
            <Wordmarks />
            <Wordmarks hidden />
          </Box>
        </Box>
        <Box sx={{ flexShrink: 0, px: { xs: 1, md: 2 }, [REDUCED_MOTION]: { display: 'none' } }}>
          <IconButton
            size="small"
            aria-pressed={paused}
            aria-label={t`Pause the scrolling marques`}
            title={paused ? t`Resume` : t`Pause`}
            onClick={() => setPaused((value) => !value)}
            sx={{ color: 'text.secondary', border: 1, borderColor: 'divider' }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
