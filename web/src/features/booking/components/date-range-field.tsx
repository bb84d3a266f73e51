/**
 * The rental dates as a form field: pickup and return day side by side; a
 * click (or Enter) opens the two-month calendar in a dialog anchored to it,
 * which closes once the return day is picked. Keeps the booking panel short
 * enough for the car page's side column while the calendar shows two months.
 * Each day shows its price (its season's) under the date.
 * The calendar (MUI X pickers, dayjs locales) loads apart from the panel,
 * once the page is idle or the visitor reaches for the field.
 */
import { dateTimeFormat, formatEUR, rentalDays, type BlockedRange, type DayRange, type Lang, type PickupMoment } from '@costa/domain';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import type { PopoverActions } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, lazy, Suspense, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { preloadable, whenIdleAfterHydration } from '../../../lib/idle';
import type { DayPricing } from './date-range-calendar';

const loadCalendar = preloadable(() => import('./date-range-calendar'));
const DateRangeCalendar = lazy(loadCalendar);
// The popover (and the modal machinery under it) loads with the calendar, not with the page.
const loadPopover = preloadable(() => import('@mui/material/Popover'));
const Popover = lazy(loadPopover);
/** The calendar's code and its popover's, ahead of the first opening. */
const preload = () => {
  void loadCalendar().catch(() => {});
  void loadPopover().catch(() => {});
};

export interface DateRangeFieldProps {
  lang: Lang;
  today: string;
  /** The first pickup the minimum notice allows (days before its day are disabled); null while unknown. */
  earliest?: PickupMoment | null;
  range: DayRange;
  blocked: readonly BlockedRange[];
  loading: boolean;
  onPick: (day: string) => void;
  onClear: () => void;
  /** The error message shown under the field, if any. */
  error?: string;
  /** Shown with the calendar's key when some taken days are only held by another guest's checkout. */
  heldNote?: string | null;
  /** The car and its seasons: each day shows its price under the date. */
  pricing?: DayPricing | null;
}

export interface DateRangeFieldHandle {
  focus: () => void;
}

function useDayWords(lang: Lang) {
  const short = dateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const full = dateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const date = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return {
    short: (iso: string) => short.format(date(iso)),
    range: (start: string, end: string) => (start === end ? full.format(date(start)) : full.formatRange(date(start), date(end))),
  };
}

export const DateRangeField = forwardRef<DateRangeFieldHandle, DateRangeFieldProps>(function DateRangeField(
  { lang, today, earliest, range, blocked, loading, onPick, onClear, error, heldNote, pricing },
  ref,
) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popover = useRef<PopoverActions>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  // The popover is mounted from its first opening on (so it can animate its closing), not before.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => trigger.current?.focus() }), []);
  // Once the page is the app's: before, the page's own code comes first.
  useEffect(() => whenIdleAfterHydration(preload), []);
  const dialogId = useId();
  const labelId = useId();
  const statusId = useId();
  const errorId = useId();
  const words = useDayWords(lang);
  const { startDate, endDate } = range;

  const pick = (day: string) => {
    const completes = Boolean(startDate && !endDate && day >= startDate);
    onPick(day);
    if (completes) close();
  };

  let status;
  if (startDate && endDate) {
    const dates = words.range(startDate, endDate);
    const days = rentalDays(startDate, endDate);
    status = (
      <Trans>
        {dates} · <Plural value={days} one="# day" other="# days" />
      </Trans>
    );
  } else if (startDate) {
    status = <Trans>Now select your return date.</Trans>;
  } else {
    status = <Trans>Select your pickup date, then your return date.</Trans>;
  }

  const notChosen = t`Add date`;
  const half = (label: string, value: string | null) => (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'left' }}>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ display: 'block', fontWeight: value ? 600 : 400, color: value ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {value ? words.short(value) : notChosen}
      </Typography>
    </Box>
  );

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.75, fontWeight: 600 }}>
        <Trans>Rental dates</Trans>
      </Typography>
      <ButtonBase
        ref={trigger}
        aria-labelledby={`${labelId} ${statusId}`}
        aria-describedby={error ? errorId : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-invalid={Boolean(error) || undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        sx={(theme) => {
          const palette = (theme.vars || theme).palette;
          return {
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1.75,
            py: 1,
            borderRadius: '2px',
            border: '1px solid',
            borderColor: error ? palette.error.main : theme.alpha(palette.text.primary, 0.24),
            backgroundColor: theme.alpha(palette.background.paper, 0.6),
            '&:hover': { borderColor: error ? palette.error.main : palette.text.secondary },
            ...(open && { borderColor: palette.primary.main }),
          };
        }}
      >
        <CalendarMonthOutlined sx={{ color: 'primary.main' }} aria-hidden />
        {half(t({ message: 'Pickup', context: 'rental dates' }), startDate)}
        <Box aria-hidden sx={{ alignSelf: 'stretch', width: '1px', bgcolor: 'divider' }} />
        {half(t({ message: 'Return', context: 'rental dates' }), endDate)}
      </ButtonBase>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32, mt: 0.5 }}>
        <Typography id={statusId} variant="body2" aria-live={open ? 'off' : 'polite'} sx={{ color: startDate && endDate ? 'text.primary' : 'text.secondary' }}>
          {status}
        </Typography>
        {startDate && (
          <Button size="small" variant="text" onClick={onClear} sx={{ minHeight: 28, px: 1, flexShrink: 0 }}>
            <Trans>Clear dates</Trans>
          </Button>
        )}
      </Box>
      {error && (
        <Typography id={errorId} variant="caption" component="p" sx={{ color: 'error.main', mx: '2px' }}>
          {error}
        </Typography>
      )}

      {opened ? (
        <Suspense fallback={null}>
          <Popover
            open={open}
            anchorEl={anchor}
            action={popover}
            onClose={close}
            // Opens leftwards over the page from the side column, so both months fit beside each other.
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
              paper: {
                id: dialogId,
                role: 'dialog',
                'aria-modal': true,
                'aria-label': t`Choose your rental dates`,
                sx: { mt: 1, p: { xs: 1, sm: 2 }, maxWidth: 'calc(100vw - 16px)', border: 1, borderColor: 'divider' },
              },
            }}
          >
            <Suspense
              fallback={
                <Box sx={{ width: 320, maxWidth: '100%', height: 320, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress aria-label={t`Loading the calendar`} />
                </Box>
              }
            >
              <DateRangeCalendar
                lang={lang}
                today={today}
                earliest={earliest}
                range={range}
                blocked={blocked}
                loading={loading}
                pricing={pricing}
                onPick={pick}
                autoFocus
              />
              {/* The calendar loads apart and is wider than its placeholder: place the dialog again once it is in. */}
              <OnMount run={() => popover.current?.updatePosition()} />
            </Suspense>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography variant="body2" aria-live="polite">
                  {status}
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  <Trans>Crossed-out days are already taken.</Trans>
                  {heldNote ? ` ${heldNote}` : null}
                  {pricing ? (
                    <>
                      {' '}
                      <PricingKey base={formatEUR(pricing.car.dailyPrice, lang)} />
                    </>
                  ) : null}
                </Typography>
              </Box>
              {startDate && (
                <Button size="small" variant="text" onClick={onClear}>
                  <Trans>Clear dates</Trans>
                </Button>
              )}
              <Button size="small" variant="outlined" onClick={close}>
                <Trans>Done</Trans>
              </Button>
            </Box>
          </Popover>
        </Suspense>
      ) : null}
    </Box>
  );
});

/** The key of the prices under the dates; the dearer days carry the theme's gold. */
function PricingKey({ base }: { base: string }) {
  return (
    <Trans>
      Under each date, its price per day in euros;{' '}
      <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
        gold
      </Box>{' '}
      days cost more than the usual {base}.
    </Trans>
  );
}

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
