/** A card with an icon, an `h3` and a short text: used for promises, steps and gift-card features. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from '../ui/icon-badge';
import { displaySize } from './styles';

interface FeatureCardProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** A step number or similar marker shown above the icon. */
  marker?: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

export function FeatureCard({ icon, title, children, marker, headingLevel = 'h3' }: FeatureCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        height: '100%',
        p: { xs: 3, md: 3.5 },
        bgcolor: 'background.paper',
        borderRadius: 2,
        transition: 'border-color 200ms ease',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {marker && (
        <Typography
          component="p"
          aria-hidden
          sx={{
            fontFamily: (theme) => theme.typography.h2.fontFamily,
            color: 'primary.main',
            fontSize: '2.25rem',
            lineHeight: 1,
            mb: 2.5,
          }}
        >
          {marker}
        </Typography>
      )}
      <IconBadge
        size={48}
        outlined
        sx={{
          mb: 2.5,
          '& svg': { fontSize: 24 },
        }}
      >
        {icon}
      </IconBadge>
      <Typography variant="h3" component={headingLevel} sx={{ fontSize: displaySize.card, lineHeight: 1.3, mb: 1 }}>
        {title}
      </Typography>
      <Typography component="div" sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
        {children}
      </Typography>
    </Paper>
  );
}
