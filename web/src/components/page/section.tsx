/**
 * A titled band of a page: a `<section>` labelled by its `h2`, so each one is a
 * landmark screen-reader users can jump to. `muted` alternates the background.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';
import { displaySize } from './styles';

interface SectionProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  id?: string;
  tone?: 'default' | 'muted';
  align?: 'left' | 'center';
  /** For pages that move focus to the heading (in-page navigation). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading can take the focus (a button elsewhere moves the reader here). */
  focusableHeading?: boolean;
}

export function Section(props: SectionProps) {
  const { title, eyebrow, intro, children, id, tone = 'default', align = 'left', headingRef, focusableHeading } = props;
  const headingId = useId();
  const centered = align === 'center';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 7, md: 11 },
        bgcolor: tone === 'muted' ? 'background.paper' : 'transparent',
        borderBottom: 1,
        borderColor: 'divider',
        // The footer draws its own rule.
        '&:last-child': { borderBottom: 0 },
        // Clear the sticky navigation bar when scrolled to.
        scrollMarginTop: { xs: 64, md: 76 },
        // A band out of view is neither styled nor laid out until it comes near, which shortens the
        // browser's first layout of a long page; the size stands in until it has been laid out once.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: centered ? 'center' : 'left', mb: children ? { xs: 4, md: 6 } : 0 }}>
          {eyebrow && (
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'primary.main', letterSpacing: '0.2em', fontWeight: 600, lineHeight: 1.6, mb: 1 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef || focusableHeading ? -1 : undefined}
            variant="h2"
            sx={{ fontSize: displaySize.section, lineHeight: 1.2, '&:focus, &:focus-visible': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {intro && (
            <Typography
              component="p"
              sx={{
                color: 'text.secondary',
                mt: 2,
                fontSize: { xs: '1rem', md: '1.1rem' },
                lineHeight: 1.7,
                maxWidth: '65ch',
                mx: centered ? 'auto' : 0,
              }}
            >
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
