/**
 * One filled slot of the compare page: photo, name, brand/model/
 * year, price per day, then year, horsepower, seats and the rental terms
 * (deposit, kilometres, driver, excess) in a list that lines up from card to
 * card (see `slotGrid`), a link to the car page and a remove button naming
 * the car. The best price, the most horsepower, the lowest deposit and
 * excess and the most kilometres are marked, in words as well as colour.
 */
import { buildCarSlug, carImageUrl, DEFAULT_CAR_IMAGE, type CompareEntry } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode, type Ref } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { usePaths } from '../../../config/paths';
import { useCompareFormat } from '../use-compare-format';
import { slotGrid } from './slot-grid';
import { carPhotoProps } from '../../../components/car/car-photo';
import { useRentalTermsText } from '../../../components/car/rental-terms-text';

export interface CompareCarCardProps {
  entry: CompareEntry;
  /** 1-based position, for the card's accessible name ("Car 2 of 3"). */
  position: number;
  cheapest: boolean;
  mostPowerful: boolean;
  /** Which of the car's rental terms are the best of those compared (`compareHighlights`). */
  bestTerms?: { deposit?: boolean; km?: boolean; excess?: boolean };
  onRemove: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function CompareCarCard({ entry, position, cheapest, mostPowerful, bestTerms = {}, onRemove, headingRef }: CompareCarCardProps) {
  const { t } = useLingui();
  const paths = usePaths();
  const format = useCompareFormat();
  const termsText = useRentalTermsText();
  const terms = entry.rentalTerms;
  const termValue = (value: (known: NonNullable<typeof terms>) => string) => (terms ? value(terms) : format.unknown);
  const stored = entry.image ? carImageUrl(entry.image) : DEFAULT_CAR_IMAGE;
  const [image, setImage] = useState(stored);
  const name = entry.name || `${entry.brand} ${entry.model}`.trim();
  const subtitle = [entry.brand, entry.model, entry.year > 0 ? String(entry.year) : ''].filter(Boolean).join(' · ');
  const href = paths('car', buildCarSlug(name, entry.model, entry.id));

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={t`Car ${position}: ${name}`}
      data-compare-card={entry.id}
      sx={{ ...slotGrid, overflow: 'hidden', borderRadius: 2 }}
    >
      <Box sx={{ position: 'relative', aspectRatio: { xs: '16 / 9', md: '4 / 3' }, bgcolor: 'action.hover' }}>
        <Box
          component="img"
          {...carPhotoProps(image, '(min-width: 900px) 380px, 100vw')}
          alt={name}
          loading="lazy"
          decoding="async"
          // A broken or removed photo falls back to the stock photo, once.
          onError={() => setImage((current) => (current === DEFAULT_CAR_IMAGE ? current : DEFAULT_CAR_IMAGE))}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>

      <Box sx={{ px: pad, pt: pad }}>
        <Typography
          variant="h2"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontSize: '1.35rem', lineHeight: 1.3, overflowWrap: 'anywhere', '&:focus-visible': { outline: 'none' } }}
        >
          {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
      </Box>

      <Box sx={{ px: pad, pt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, m: 0 }}>
          <Box
            component="span"
            sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontSize: '1.6rem', color: 'primary.main', lineHeight: 1.2 }}
          >
            {format.price(entry.dailyPrice)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            <Trans>per day</Trans>
          </Box>
        </Typography>
        {cheapest ? <Highlight label={<Trans>Lowest price</Trans>} /> : null}
      </Box>

      <Box
        component="dl"
        sx={{ mx: pad, mt: 2, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', alignContent: 'start' }}
      >
        <SpecRow label={<Trans>Year</Trans>} value={format.year(entry.year)} />
        <SpecRow
          label={<Trans>Horsepower</Trans>}
          value={format.horsepower(entry.horsepower)}
          highlight={mostPowerful ? <Trans>Most powerful</Trans> : null}
        />
        <SpecRow label={<Trans>Seats</Trans>} value={format.seats(entry.seatingCapacity)} />
        <SpecRow
          label={termsText.labels.deposit}
          value={termValue(termsText.deposit)}
          highlight={bestTerms.deposit ? <Trans>Lowest deposit</Trans> : null}
        />
        <SpecRow
          label={termsText.labels.mileage}
          value={termValue(termsText.mileage)}
          highlight={bestTerms.km ? <Trans>Most km</Trans> : null}
        />
        <SpecRow label={termsText.labels.driver} value={termValue(termsText.driver)} />
        <SpecRow
          label={termsText.labels.excess}
          value={termValue(termsText.excess)}
          highlight={bestTerms.excess ? <Trans>Lowest excess</Trans> : null}
        />
      </Box>

      <Box sx={{ p: pad, pt: 2.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'end' }}>
        <Button
          component={RouterLink}
          to={href}
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          aria-label={t`View details: ${name}`}
          sx={{ flexGrow: 1 }}
        >
          <Trans>View details</Trans>
        </Button>
        <Button
          type="button"
          variant="outlined"
          color="inherit"
          startIcon={<CloseIcon />}
          onClick={onRemove}
          aria-label={t`Remove ${name}`}
        >
          <Trans>Remove</Trans>
        </Button>
      </Box>
    </Paper>
  );
}

const pad = { xs: 2.5, md: 3 } as const;

function Highlight({ label }: { label: ReactNode }) {
  return <Chip size="small" color="primary" variant="outlined" label={label} sx={{ fontWeight: 600 }} />;
}

function SpecRow({ label, value, highlight }: { label: ReactNode; value: string; highlight?: ReactNode }) {
  const cell = { py: 1.25, borderTop: 1, borderColor: 'divider', m: 0 } as const;
  return (
    <>
      <Box component="dt" sx={{ ...cell, color: 'text.secondary', pr: 2 }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          ...cell,
          textAlign: 'right',
          fontWeight: highlight ? 600 : 500,
          color: highlight ? 'primary.main' : 'text.primary',
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {highlight ? <Highlight label={highlight} /> : null}
        <span>{value}</span>
      </Box>
    </>
  );
}
