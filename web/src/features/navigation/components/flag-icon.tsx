/** Small inline flags for the language switcher (no emoji, no remote images). */
import type { Lang } from '@costa/domain';
import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { flagColors } from '../../../theme/tokens';

function UnionJack() {
  const id = useId();
  const { blue, red, white } = flagColors.gb;
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice">
      <clipPath id={`${id}s`}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={`${id}t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${id}s)`}>
        <path d="M0,0 v30 h60 v-30 z" fill={blue} />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke={white} strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}t)`} stroke={red} strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke={white} strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke={red} strokeWidth="6" />
      </g>
    </svg>
  );
}

function Stripes({ colors, vertical }: { colors: readonly string[]; vertical?: boolean }) {
  const total = colors.length;
  return (
    <svg viewBox={vertical ? `0 0 ${total} 2` : `0 0 3 ${total}`} preserveAspectRatio="none">
      {colors.map((fill, i) =>
        vertical ? (
          <rect key={i} x={i} y={0} width={1} height={2} fill={fill} />
        ) : (
          <rect key={i} x={0} y={i} width={3} height={1} fill={fill} />
        ),
      )}
    </svg>
  );
}

function Spain() {
  const { red, yellow } = flagColors.es;
  // 1:2:1 horizontal bands.
  return <Stripes colors={[red, yellow, yellow, red]} />;
}

const flags: Record<Lang, () => ReactNode> = {
  en: () => <UnionJack />,
  es: () => <Spain />,
  de: () => <Stripes colors={[flagColors.de.black, flagColors.de.red, flagColors.de.gold]} />,
  fr: () => <Stripes vertical colors={[flagColors.fr.blue, flagColors.fr.white, flagColors.fr.red]} />,
  it: () => <Stripes vertical colors={[flagColors.it.green, flagColors.it.white, flagColors.it.red]} />,
};

export function FlagIcon({ lang, size = 20 }: { lang: Lang; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-flag={lang}
      sx={(theme) => ({
        display: 'inline-flex',
        flex: 'none',
        width: size,
        height: Math.round((size * 2) / 3),
        borderRadius: '2px',
        overflow: 'hidden',
        // A hairline keeps white stripes visible on the ivory theme.
        boxShadow: `0 0 0 1px ${(theme.vars || theme).palette.divider}`,
        '& svg': { width: '100%', height: '100%', display: 'block' },
      })}
    >
      {flags[lang]()}
    </Box>
  );
}
