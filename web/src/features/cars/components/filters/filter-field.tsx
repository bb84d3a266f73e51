/** The labelled block every filter sits in: a small caps label above its control. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FilterFieldProps {
  /** Id of the label, for controls labelled with `aria-labelledby`. */
  labelId: string;
  /** Id of the control, for a `<label for>`; omit for groups. */
  htmlFor?: string;
  label: ReactNode;
  /** The current value in words, shown at the end of the label line (ranges). */
  value?: ReactNode;
  children: ReactNode;
}

export function FilterField({ labelId, htmlFor, label, value, children }: FilterFieldProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography
          id={labelId}
          component={htmlFor ? 'label' : 'span'}
          htmlFor={htmlFor}
          sx={{
            fontSize: '0.6875rem',
            fontWeight: 600,
            letterSpacing: '0.16em',
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          {label}
        </Typography>
        {value !== undefined && (
          <Typography
            component="span"
            aria-hidden
            sx={{ fontSize: '0.8125rem', color: 'text.primary', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {value}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
