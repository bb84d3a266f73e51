/**
 * What a public page shows while something loads, without MUI's Skeleton and
 * CircularProgress, whose code would otherwise come with the page's first
 * load: `Placeholder`, a grey block standing in for content (a car card, the
 * booking form), one static class for all, the size the element's own style;
 * `Spinner`, a turning gold ring where nothing's shape is known yet.
 */
import { keyframes, styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { theme, vars } from '../../theme/theme';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

const Block = styled('span')({
  display: 'block',
  height: '1.2em',
  backgroundColor: vars.palette.Skeleton.bg,
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  // A line of text: the line's height, the block drawn at 60 % of it, as a text's ink is.
  '&[data-shape="text"]': {
    height: 'auto',
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.6)',
    borderRadius: '4px / 6.7px',
    '&:empty::before': { content: '"\\00a0"' },
  },
  '&[data-shape="rounded"]': { borderRadius: vars.shape.borderRadius },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

export interface PlaceholderProps {
  /** `text` (a line, the default), `block` (square corners) or `rounded`. */
  shape?: 'text' | 'block' | 'rounded';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Layout only (margins, flex, aspect ratio). */
  style?: CSSProperties;
}

export function Placeholder({ shape = 'text', width, height, style }: PlaceholderProps) {
  return <Block data-shape={shape} style={{ width, height, ...style }} />;
}

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span')({
  display: 'inline-block',
  width: 40,
  height: 40,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `3.6px solid ${theme.alpha(vars.palette.primary.main, 0.18)}`,
  borderTopColor: vars.palette.primary.main,
  animation: `${turn} 1s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
});

/** An indeterminate progress ring; `label` names what is loading. */
export function Spinner({ label }: { label: string }) {
  return <Ring role="progressbar" aria-label={label} />;
}
