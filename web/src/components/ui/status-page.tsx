/**
 * The frame of the 404 and error pages: a large faint numeral behind a serif
 * headline, one sentence, and the way out.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** Decorative numeral behind the title, e.g. "404". */
  code?: string;
  eyebrow: ReactNode;
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
  page: string;
  /** Extra content under the actions (e.g. error details in development). */
  children?: ReactNode;
}

export function StatusPage({ code, eyebrow, title, description, actions, page, children }: StatusPageProps) {
  return (
    <Box
      component="section"
      data-page={page}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: '62vh', md: '68vh' },
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: { xs: 10, md: 14 },
        textAlign: 'center',
      }}
    >
      {code ? (
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          display: 'grid',
          justifyItems: 'center',
          // Phones: behind the headline, clear of the full-width buttons.
          alignItems: { xs: 'start', md: 'center' },
          pt: { xs: 9, md: 0 },
          pointerEvents: 'none',
          userSelect: 'none',
          fontFamily: theme.typography.h1.fontFamily,
          fontSize: 'clamp(10rem, 6rem + 22vw, 26rem)',
          lineHeight: 1,
          letterSpacing: '-0.04em',
          color: 'transparent',
          WebkitTextStroke: `1px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.22)}`,
        })}
      >
        {code}
      </Box>
      ) : null}
      <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'center', maxWidth: 620 }}>
        <Typography variant="overline" color="primary" component="p">
          {eyebrow}
        </Typography>
        <Typography variant="h1">{title}</Typography>
        <Box sx={{ width: 48, height: '1px', bgcolor: 'primary.main' }} aria-hidden />
        <Typography variant="subtitle1" component="p" color="textSecondary">
          {description}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, pt: 1, width: { xs: '100%', sm: 'auto' } }}>
          {actions}
        </Box>
        {children}
      </Box>
    </Box>
  );
}
