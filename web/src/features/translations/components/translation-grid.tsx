/**
 * The status grid: one row per car (name, brand and model),
 * one column per language, English first. On a phone the table scrolls
 * sideways inside its own focusable region with the car column pinned, so
 * the status cells stay next to the car they belong to.
 */
import {
  areFeaturesTranslated,
  isDescriptionTranslated,
  LANGUAGE_NAMES,
  LANGUAGES,
  needsTranslation,
  translationStatus,
} from '@costa/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { TranslationCar } from '../api/subscribe-translation-cars';
import { StatusLabel } from './status-cell';

interface TranslationGridProps {
  cars: TranslationCar[];
  onEdit: (car: TranslationCar) => void;
  /** The car the batch is translating now, highlighted. */
  activeCarName?: string | null;
}

const pinned = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

export function TranslationGrid({ cars, onEdit, activeCarName }: TranslationGridProps) {
  const { t } = useLingui();
  const label = t`Translation status by car and language`;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      // Keyboard users scroll the table sideways on narrow screens.
      tabIndex={0}
      sx={{ borderRadius: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ ...pinned, zIndex: 2, minWidth: { xs: 170, md: 260 } }}>
              {t`Car`}
            </TableCell>
            {LANGUAGES.map((lang) => (
              <TableCell key={lang} scope="col" lang={lang} sx={{ whiteSpace: 'nowrap' }}>
                {LANGUAGE_NAMES[lang]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cars.map((car) => {
            const { name } = car;
            const active = name === activeCarName;
            return (
              <TableRow key={car.id} hover selected={active} data-car-id={car.id}>
                <TableCell component="th" scope="row" sx={{ ...pinned, py: 1.25 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.35 }}>
                        {car.name}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                        {car.brand} · {car.model}
                      </Typography>
                      {needsTranslation(car) && (
                        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'warning.main', fontWeight: 500 }}>
                          {t`Needs translation`}
                        </Typography>
                      )}
                    </Box>
                    <Tooltip title={t`Edit translations`}>
                      <IconButton size="small" onClick={() => onEdit(car)} aria-label={t`Edit translations of ${name}`}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </TableCell>
                {LANGUAGES.map((lang) => {
                  const status = translationStatus(car, lang);
                  const has = isDescriptionTranslated(car, lang) ? 'description' : areFeaturesTranslated(car, lang) ? 'features' : undefined;
                  return (
                    <TableCell key={lang} data-lang={lang} data-status={status}>
                      <StatusLabel status={status} has={has} />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
