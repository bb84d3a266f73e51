/** The large round icon above a payment's outcome: a tick, or a warning when it did not go through. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';

export function OutcomeIcon({ warn = false }: { warn?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 80,
        height: 80,
        mx: 'auto',
        mb: 3,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: warn ? 'warning.main' : 'success.main',
        bgcolor: theme.alpha((theme.vars ?? theme).palette[warn ? 'warning' : 'success'].main, 0.12),
      })}
    >
      {warn ? <ReportProblemIcon sx={{ fontSize: 48 }} /> : <CheckCircleIcon sx={{ fontSize: 48 }} />}
    </Box>
  );
}
