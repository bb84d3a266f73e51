import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of an account tab's panel, with an optional line of introduction. */
export function TabHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <Box sx={{ mb: 3.5 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' } }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{intro}</Typography>}
    </Box>
  );
}

/** The quiet message of an empty tab, with an optional action. */
export function EmptyState({ icon, message, action }: { icon: ReactNode; message: ReactNode; action?: ReactNode }) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
        px: 3,
        py: { xs: 5, md: 7 },
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
      {action}
    </Box>
  );
}
