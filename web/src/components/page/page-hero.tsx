/**
 * The header band of a page: an optional eyebrow, the page's one `h1`, a line
 * of introduction and optional actions or artwork. `compact` suits working
 * pages (account, admin); `feature` gives content pages more air.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { displaySize, primaryTint } from './styles';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Buttons or links under the introduction. */
  actions?: ReactNode;
  /** Artwork beside the text on wide screens, under it on phones. */
  art?: ReactNode;
  /** Full-width artwork under the text, inside the header band. */
  below?: ReactNode;
  size?: 'compact' | 'feature';
  align?: 'left' | 'center';
}

export function PageHero(props: PageHeroProps) {
  const { title, eyebrow, intro, actions, art, below, size = 'compact', align = 'left' } = props;
  const centered = align === 'center' && !art;
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
        py: size === 'feature' ? { xs: 7, md: 12 } : { xs: 6, md: 9 },
        backgroundImage: `radial-gradient(ellipse 80% 120% at ${centered ? '50%' : '15%'} 0%, ${primaryTint(
          theme,
          0.14,
        )}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: art ? { xs: '1fr', md: '7fr 5fr' } : '1fr',
          }}
        >
          <Box sx={{ textAlign: centered ? 'center' : 'left', mx: centered ? 'auto' : 0, maxWidth: 760 }}>
            {eyebrow && (
              <Typography
                variant="overline"
                component="p"
                sx={{ color: 'primary.main', letterSpacing: '0.2em', fontWeight: 600, mb: 1.5, lineHeight: 1.6 }}
              >
                {eyebrow}
              </Typography>
            )}
            <Typography
              variant="h1"
              sx={{
                fontSize: size === 'feature' ? displaySize.hero : displaySize.page,
                lineHeight: 1.1,
                letterSpacing: '-0.01em',
                overflowWrap: 'break-word',
                hyphens: 'auto',
              }}
            >
              {title}
            </Typography>
            <Box
              aria-hidden
              sx={{
                width: 56,
                height: 2,
                bgcolor: 'primary.main',
                mt: 3,
                mb: intro ? 3 : 0,
                mx: centered ? 'auto' : 0,
              }}
            />
            {intro && (
              <Typography
                component="p"
                sx={{
                  color: 'text.secondary',
                  fontSize: { xs: '1.05rem', md: '1.2rem' },
                  lineHeight: 1.65,
                  maxWidth: '60ch',
                  mx: centered ? 'auto' : 0,
                }}
              >
                {intro}
              </Typography>
            )}
            {actions && (
              <Box
                sx={{
                  mt: 4,
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 2,
                  justifyContent: centered ? 'center' : 'flex-start',
                  flexWrap: 'wrap',
                }}
              >
                {actions}
              </Box>
            )}
          </Box>
          {art && <Box sx={{ display: 'flex', justifyContent: 'center' }}>{art}</Box>}
        </Box>
        {below && <Box sx={{ mt: { xs: 5, md: 7 } }}>{below}</Box>}
      </Container>
    </Box>
  );
}
