/**
 * The compare control of car cards and the car page: a toggle
 * button that adds the car to the comparison or takes it out. Cards are links,
 * so the click stops here and never opens the car.
 */
import type { Car } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from '@mui/icons-material/Check';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import type { MouseEvent, KeyboardEvent } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/buttons';
import { compareCarLabel, useCompare } from '../use-compare';

export interface CompareToggleProps {
  car: Car;
  size?: ButtonProps['size'];
  /** Open the compare page after adding, instead of the notice. */
  redirect?: boolean;
}

export function CompareToggle({ car, size = 'small', redirect = false }: CompareToggleProps) {
  const compare = useCompare();
  const { t } = useLingui();
  const selected = compare.has(car.id);
  const label = compareCarLabel(car);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (selected) compare.remove(car.id);
    else compare.add(car, { redirect });
  };

  // A card listening for Enter/Space itself must not open the car either.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
  };

  return (
    <Button
      type="button"
      size={size}
      variant={selected ? 'contained' : 'outlined'}
      color={selected ? 'primary' : 'inherit'}
      aria-pressed={selected}
      aria-label={selected ? t`In comparison: ${label}` : t`Compare ${label}`}
      startIcon={selected ? <CheckIcon fontSize="small" /> : <CompareArrowsIcon fontSize="small" />}
      onClick={onClick}
      onKeyDown={onKeyDown}
      // Keeps a clickable card's own press effect (ripple, active style) off while the toggle is pressed.
      onMouseDown={(event) => event.stopPropagation()}
      data-testid="compare-toggle"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {selected ? <Trans>In comparison</Trans> : <Trans>Compare</Trans>}
    </Button>
  );
}
