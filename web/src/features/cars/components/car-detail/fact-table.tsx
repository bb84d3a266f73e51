/**
 * A titled list of a car's facts, name and value on each line, in two
 * columns where the page is wide enough: the specifications and the rental
 * terms on the car page. `attribute` marks each line for tests and styles
 * (`data-spec`, `data-term`).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export function FactTable({ title, facts, attribute }: { title: ReactNode; facts: readonly Fact[]; attribute: 'data-spec' | 'data-term' }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ containerType: 'inline-size' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem', lineHeight: 1.25, mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr',
          // Two columns only where long values (engine descriptions) still fit on a line or two.
          '@container (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 4,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {facts.map((fact) => (
          <Box
            key={fact.key}
            {...{ [attribute]: fact.key }}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.9375rem', flexShrink: 0 }}>
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', fontSize: '0.9375rem', overflowWrap: 'anywhere', minWidth: 0 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
