/** Shared visual tokens of page building blocks; colours always come from the theme palette. */
import type { Theme } from '@mui/material/styles';

/** The palette's primary (champagne gold) at a given opacity, in whichever colour scheme is active. */
export function primaryTint(theme: Theme, opacity: number): string {
  return theme.alpha((theme.vars ?? theme).palette.primary.main, opacity);
}

/** Display sizes: fluid between a 390 px phone and a 1440 px desktop. */
export const displaySize = {
  hero: 'clamp(2.4rem, 1.5rem + 3.6vw, 4.5rem)',
  page: 'clamp(2.1rem, 1.5rem + 2.4vw, 3.5rem)',
  section: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.6rem)',
  card: '1.3rem',
} as const;
