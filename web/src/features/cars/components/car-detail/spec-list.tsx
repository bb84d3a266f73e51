/**
 * The car's specification list: every specification the car
 * has, named and valued in the page's language, performance first. Cars
 * without specifications show nothing.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { numberFormat, SPEC_KEYS, type Car, type CarSpecifications } from '@costa/domain';
import { useId } from 'react';
import { useCarLabels } from '../../../../components/car/car-labels';
import { useLang } from '../../../../hooks/use-route-info';


/** `launchControl` / `launch_control` -> `Launch control`, for keys the labels do not know. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function orderedSpecKeys(specs: CarSpecifications): string[] {
  const present = Object.keys(specs).filter((key) => {
    const value = specs[key];
    return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
  });
  const known: string[] = SPEC_KEYS.filter((key) => present.includes(key));
  const others = present.filter((key) => !known.includes(key)).sort();
  return [...known, ...others];
}

export function SpecList({ car }: { car: Pick<Car, 'specifications'> }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useCarLabels();
  const headingId = useId();
  const specs = car.specifications;
  const keys = specs ? orderedSpecKeys(specs) : [];
  if (!specs || keys.length === 0) return null;

  const valueOf = (key: string): string => {
    const value = specs[key];
    const hp = Number(value);
    if (key === 'horsepower' && Number.isFinite(hp)) {
      const horsepower = numberFormat(lang).format(hp);
      return t`${horsepower} hp`;
    }
    return labels.specValue(value) ?? '';
  };
  const nameOf = (key: string): string => {
    const name = String(labels.specName(key));
    return name === key ? humanize(key) : name;
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ containerType: 'inline-size' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem', lineHeight: 1.25, mb: 2 }}>
        {t`Specifications`}
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
        {keys.map((key) => (
          <Box
            key={key}
            data-spec={key}
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
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
              {nameOf(key)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', fontSize: '0.9375rem', overflowWrap: 'anywhere' }}
            >
              {valueOf(key)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
