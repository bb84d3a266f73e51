/**
 * The founder's portrait as an illustrated monogram: initials inside a
 * chequered-flag ring, a nod to his racing years. Drawn in the theme's gold,
 * so it works in both colour schemes and needs no photograph.
 */
import Box from '@mui/material/Box';
import { useId } from 'react';
import { primaryTint } from '../../../components/page/styles';

interface FounderPortraitProps {
  initials: string;
  label: string;
}

export function FounderPortrait({ initials, label }: FounderPortraitProps) {
  const patternId = `chequer-${useId().replace(/:/g, '')}`;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={(theme) => ({
        width: { xs: 220, md: 280 },
        aspectRatio: '1',
        color: 'primary.main',
        '& svg': { display: 'block', width: '100%', height: '100%' },
        '& .soft': { fill: primaryTint(theme, 0.08) },
        '& .face': { fill: (theme.vars ?? theme).palette.background.paper },
        '& .initials': { fontFamily: theme.typography.h1.fontFamily, fill: 'currentColor' },
      })}
    >
      <svg viewBox="0 0 240 240" aria-hidden focusable="false">
        <defs>
          <pattern id={patternId} width="12" height="12" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="currentColor" />
            <rect x="6" y="6" width="6" height="6" fill="currentColor" />
          </pattern>
        </defs>
        <circle cx="120" cy="120" r="118" className="soft" stroke="currentColor" strokeOpacity="0.35" />
        {/* The chequered ring, clipped to the lower half: the finish line. */}
        <path
          d="M14 120 A106 106 0 0 0 226 120 L202 120 A82 82 0 0 1 38 120 Z"
          fill={`url(#${patternId})`}
          opacity="0.55"
        />
        <path d="M14 120 A106 106 0 0 1 226 120" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="120" cy="120" r="82" className="face" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="120" cy="120" r="74" fill="none" stroke="currentColor" strokeOpacity="0.4" />
        <text
          x="120"
          y="120"
          className="initials"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize="64"
          letterSpacing="2"
        >
          {initials}
        </text>
        <path d="M96 160 H144" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </Box>
  );
}
