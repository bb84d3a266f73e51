/**
 * A grey block standing in for content that is still loading (a car card, the
 * booking form), drawn as MUI's Skeleton draws one but without its code, which
 * would otherwise come with every public page's first load. One static class
 * for every placeholder; the size is the element's own style.
 */
import { keyframes, styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { vars } from '../../theme/theme';

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
