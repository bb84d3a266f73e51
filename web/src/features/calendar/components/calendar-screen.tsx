/**
 * The fleet calendar: one month (`?month=YYYY-MM`, this month by
 * default), cars as rows and days as columns. What takes a run of days is
 * one bar: a paid booking, a payment under way (a live hold), an admin or a
 * maintenance block, each in its own colour and named for screen readers. A
 * booking or a hold opens its order; a block opens its details, with a link
 * to the car manager. The table scrolls sideways on a phone, the car names
 * staying in view.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeftRounded';
import ChevronRight from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  dateTimeFormat,
  addMonths,
  calendarMarks,
  CALENDAR_MARKS,
  isMonth,
  marksByCarAndDay,
  monthDays,
  monthOfDay,
  todayIn,
  type CalendarMark,
  type CalendarMarkKind,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Fact } from '../../../components/ui/fact';
import { usePaths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-route-info';
import { formatDay } from '../../../components/order/order-card';
import { useCalendarData, type CalendarCar } from '../api/calendar-data';

const COLORS: Record<CalendarMarkKind, { bg: string; fg: string; pattern?: boolean }> = {
  booking: { bg: 'success.main', fg: 'success.contrastText' },
  hold: { bg: 'warning.main', fg: 'warning.contrastText', pattern: true },
  admin: { bg: 'info.main', fg: 'info.contrastText' },
  maintenance: { bg: 'error.main', fg: 'error.contrastText' },
};

function useKindLabel(): (kind: CalendarMarkKind) => string {
  const { t } = useLingui();
  return (kind) =>
    ({
      booking: t`Booked`,
      hold: t`Payment under way`,
      admin: t`Blocked by staff`,
      maintenance: t`Maintenance`,
    })[kind];
}

function Swatch({ kind }: { kind: CalendarMarkKind }) {
  const { bg, pattern } = COLORS[kind];
  return (
    <Box
      aria-hidden
      sx={{
        width: 16,
        height: 16,
        borderRadius: 0.5,
        bgcolor: bg,
        flex: 'none',
        ...(pattern && { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 4px, rgba(0,0,0,0.22) 4px 8px)' }),
      }}
    />
  );
}

function Bar({ mark, car, span, onBlock }: { mark: CalendarMark; car: CalendarCar; span: number; onBlock: (mark: CalendarMark) => void }) {
  const lang = useLang();
  const paths = usePaths();
  const kindLabel = useKindLabel();
  const { bg, fg, pattern } = COLORS[mark.kind];
  const from = formatDay(mark.startDate, lang);
  const to = formatDay(mark.endDate, lang);
  const label = `${car.name}, ${from} – ${to}: ${kindLabel(mark.kind)}${mark.notes ? `. ${mark.notes}` : ''}`;
  const text = mark.kind === 'hold' || !mark.notes ? kindLabel(mark.kind) : mark.notes;
  const sx = {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'block',
    width: '100%',
    height: 28,
    px: 0.75,
    borderRadius: 1,
    bgcolor: bg,
    color: fg,
    fontSize: 12,
    lineHeight: '28px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    ...(pattern && { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0,0,0,0.18) 6px 12px)' }),
    '&:hover': { filter: 'brightness(1.08)' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 1 },
  } as const;
  const title = span > 1 ? text : undefined;
  if (mark.orderId) {
    return (
      <Box component={RouterLink} to={`${paths('adminOrders')}?order=${encodeURIComponent(mark.orderId)}`} aria-label={label} title={title} data-kind={mark.kind} sx={sx}>
        {span > 1 ? text : null}
      </Box>
    );
  }
  return (
    <Box component="button" type="button" onClick={() => onBlock(mark)} aria-label={label} title={title} data-kind={mark.kind} sx={sx}>
      {span > 1 ? text : null}
    </Box>
  );
}

function BlockDialog({ mark, car, onClose }: { mark: CalendarMark; car: CalendarCar | undefined; onClose: () => void }) {
  const lang = useLang();
  const paths = usePaths();
  const kindLabel = useKindLabel();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{kindLabel(mark.kind)}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Fact label={<Trans>Car</Trans>}>{car?.name ?? mark.carId}</Fact>
          <Fact label={<Trans>From</Trans>}>{formatDay(mark.startDate, lang)}</Fact>
          <Fact label={<Trans>To</Trans>}>{formatDay(mark.endDate, lang)}</Fact>
          <Fact label={<Trans>Notes</Trans>}>{mark.notes || '—'}</Fact>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Link component={RouterLink} to={`${paths('adminCars')}?car=${encodeURIComponent(mark.carId)}`} sx={{ mr: 'auto' }}>
          <Trans>Open in the car manager</Trans>
        </Link>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MonthTable({ month, today }: { month: string; today: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const data = useCalendarData(month);
  const retry = useDataRetry();
  const [block, setBlock] = useState<CalendarMark | null>(null);
  // When the month was opened: a hold that lapses later shows until the page is opened again.
  const [now] = useState(() => Date.now());
  const days = monthDays(month);
  const last = days[days.length - 1]!;
  const weekday = dateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
  const fullDay = dateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

  if (data.status === 'loading') return <Skeleton variant="rounded" height={420} aria-label={t`Loading the calendar…`} />;
  if (data.status === 'error') {
    return (
      <LoadFailed onRetry={retry}>
        <Trans>The calendar could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  const grid = marksByCarAndDay(calendarMarks(month, data.blocks, data.holds, now));

  const row = (car: CalendarCar) => {
    const marks = grid.get(car.id);
    const cells: ReactNode[] = [];
    for (let i = 0; i < days.length; ) {
      const day = days[i]!;
      const mark = marks?.get(day);
      if (!mark) {
        cells.push(<Box component="td" key={day} sx={{ p: 0.25, bgcolor: day === today ? 'action.selected' : undefined }} />);
        i++;
        continue;
      }
      const end = mark.endDate < last ? mark.endDate : last;
      let span = 1;
      while (i + span < days.length && days[i + span]! <= end && marks?.get(days[i + span]!) === mark) span++;
      cells.push(
        <Box component="td" key={day} colSpan={span} sx={{ p: 0.25 }}>
          <Bar mark={mark} car={car} span={span} onBlock={setBlock} />
        </Box>,
      );
      i += span;
    }
    return cells;
  };

  return (
    <>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t`Fleet calendar, scrolls sideways`}>
        <Box
          component="table"
          data-testid="fleet-calendar"
          sx={{
            borderCollapse: 'separate',
            borderSpacing: 0,
            // Fixed layout (it needs a width): every day column as wide as the next, whatever its bars hold.
            width: '100%',
            minWidth: { xs: 130 + days.length * 34, md: 220 + days.length * 34 },
            tableLayout: 'fixed',
            '& th, & td': { borderBottom: 1, borderColor: 'divider' },
            '& td': { width: 34, minWidth: 34, height: 36 },
          }}
        >
          <Box component="thead">
            <Box component="tr">
              <Box component="th" scope="col" sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', textAlign: 'left', px: 1.5, width: { xs: 130, md: 220 }, minWidth: { xs: 130, md: 220 } }}>
                <Trans>Car</Trans>
              </Box>
              {days.map((day) => (
                <Box
                  component="th"
                  scope="col"
                  key={day}
                  abbr={fullDay.format(utc(day))}
                  aria-current={day === today ? 'date' : undefined}
                  sx={{ width: 34, minWidth: 34, fontWeight: 500, fontSize: 12, py: 0.75, color: day === today ? 'primary.main' : 'text.secondary', bgcolor: day === today ? 'action.selected' : undefined }}
                >
                  <Box aria-hidden>{weekday.format(utc(day))}</Box>
                  <Box sx={{ fontWeight: 700, color: 'text.primary' }}>{Number(day.slice(8))}</Box>
                </Box>
              ))}
            </Box>
          </Box>
          <Box component="tbody">
            {data.cars.map((car) => (
              <Box component="tr" key={car.id} data-car={car.id}>
                <Box
                  component="th"
                  scope="row"
                  title={car.name}
                  sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', textAlign: 'left', px: 1.5, py: 0.5, fontWeight: 500, fontSize: { xs: 13, md: 14 }, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                >
                  {car.name}
                  {!car.isAvailable && (
                    <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                      <Trans>Hidden</Trans>
                    </Typography>
                  )}
                </Box>
                {row(car)}
              </Box>
            ))}
          </Box>
        </Box>
      </Paper>
      {block && <BlockDialog mark={block} car={data.cars.find((car) => car.id === block.carId)} onClose={() => setBlock(null)} />}
    </>
  );
}

export function CalendarScreen() {
  const { t } = useLingui();
  const lang = useLang();
  const kindLabel = useKindLabel();
  const [params, setParams] = useSearchParams();
  const today = todayIn();
  const todayLabel = formatDay(today, lang);
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : monthOfDay(today);
  const monthName = dateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1));
  // "enero de 2027" → "Enero de 2027": only the first letter (CSS capitalize would write "De").
  const title = monthName.charAt(0).toLocaleUpperCase(lang) + monthName.slice(1);
  const go = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === monthOfDay(today)) updated.delete('month');
      else updated.set('month', next);
      return updated;
    });

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <IconButton onClick={() => go(addMonths(month, -1))} aria-label={t`Previous month`}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h5" component="h2" aria-live="polite" sx={{ minWidth: 190, textAlign: 'center' }}>
          {title}
        </Typography>
        <IconButton onClick={() => go(addMonths(month, 1))} aria-label={t`Next month`}>
          <ChevronRight />
        </IconButton>
        <Button onClick={() => go(monthOfDay(today))} disabled={month === monthOfDay(today)}>
          <Trans>This month</Trans>
        </Button>
      </Stack>
      <Box component="ul" aria-label={t`Legend`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {CALENDAR_MARKS.map((kind) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Swatch kind={kind} />
            <Typography variant="body2">{kindLabel(kind)}</Typography>
          </Box>
        ))}
      </Box>
      <MonthTable key={month} month={month} today={today} />
      <Typography variant="body2" color="textSecondary">
        <Trans>A booking or a payment under way opens its order; a block shows its details. Today is {todayLabel}.</Trans>
      </Typography>
    </Stack>
  );
}
