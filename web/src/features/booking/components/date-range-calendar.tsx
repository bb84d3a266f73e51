/**
 * A free two-month date-range picker: two MUI X `DateCalendar`s side by side
 * (one on phones), a custom day that draws the chosen range, and one month
 * navigation for both. Days that cannot be picked (past, blocked, or beyond
 * the next block once a start is chosen) are disabled; which days those are,
 * and what a click does to the range, are the domain's rules
 * (`isDaySelectable`, `pickRangeDay`). With the car's seasons, each day that
 * can be picked shows its price under the date (`dayPrice`), in the theme's
 * gold when it costs more than the car's own price, and says so to screen readers.
 */
import {
  dateTimeFormat,
  dayPrice,
  formatEUR,
  isDayBlocked,
  isDaySelectable,
  numberFormat,
  seasonName,
  type BlockedRange,
  type DayRange,
  type Lang,
  type PickupMoment,
  type Season,
  type SeasonCar,
} from '@costa/domain';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useMemo, useState, type FocusEvent, type MouseEvent } from 'react';
import { DAYJS_LOCALE } from './dayjs-locales';

const ISO = 'YYYY-MM-DD';

/** What prices each day: the car and the seasons that may cover it. */
export interface DayPricing {
  car: SeasonCar;
  seasons: readonly Season[];
}

/** A day's price as the calendar shows it: the number under the date, and words for its label. */
interface DayPriceView {
  short: string;
  label: string;
  dearer: boolean;
}

interface RangeView {
  range: DayRange;
  /** The day under the pointer or keyboard focus while the end is still open: previews the range. */
  preview: string | null;
  blocked: readonly BlockedRange[];
  setPreview: (day: string | null) => void;
  dayLabel: (day: Dayjs) => string;
  monthLabel: (month: Dayjs) => string;
  /** Null without pricing. */
  priceOf: ((day: string) => DayPriceView) | null;
}

const RangeContext = createContext<RangeView | null>(null);

function useRangeView(): RangeView {
  const view = useContext(RangeContext);
  if (!view) throw new Error('Range days need <DateRangeCalendar> above them');
  return view;
}

type Band = 'none' | 'single' | 'start' | 'end' | 'middle' | 'preview';

const RangeDayButton = styled(PickerDay, {
  shouldForwardProp: (prop) => prop !== 'band' && prop !== 'blockedDay' && prop !== 'priced',
})<{ band: Band; blockedDay: boolean; priced: boolean }>(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  const tint = theme.alpha(palette.primary.main, 0.2);
  // Days of a range touch: no side margin, squared where the band continues.
  const joined = { marginLeft: 0, marginRight: 0, width: 'calc(var(--PickerDay-size) + 2 * var(--PickerDay-horizontalMargin))' };
  return {
    variants: [
      { props: { blockedDay: true }, style: { textDecoration: 'line-through' } },
      // A priced day is a rounded pill tall enough for the date and its price.
      {
        props: { priced: true },
        style: { height: 46, flexDirection: 'column', gap: 1, lineHeight: 1, borderRadius: 12 },
      },
      {
        props: { band: 'middle' },
        style: {
          ...joined,
          borderRadius: 0,
          backgroundColor: tint,
          color: palette.text.primary,
          '&:hover, &:focus': { backgroundColor: theme.alpha(palette.primary.main, 0.32) },
        },
      },
      {
        props: { band: 'preview' },
        style: {
          ...joined,
          borderRadius: 0,
          backgroundColor: theme.alpha(palette.primary.main, 0.1),
          '&:hover, &:focus': { backgroundColor: theme.alpha(palette.primary.main, 0.22) },
        },
      },
      {
        props: { band: 'start' },
        style: {
          marginRight: 0,
          width: 'calc(var(--PickerDay-size) + var(--PickerDay-horizontalMargin))',
          borderTopRightRadius: 0,
          borderBottomRightRadius: 0,
        },
      },
      {
        props: { band: 'end' },
        style: {
          marginLeft: 0,
          width: 'calc(var(--PickerDay-size) + var(--PickerDay-horizontalMargin))',
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
        },
      },
    ],
  };
});

function bandOf(day: string, range: DayRange, preview: string | null): Band {
  const { startDate, endDate } = range;
  if (!startDate) return 'none';
  if (endDate) {
    if (startDate === endDate) return day === startDate ? 'single' : 'none';
    if (day === startDate) return 'start';
    if (day === endDate) return 'end';
    return day > startDate && day < endDate ? 'middle' : 'none';
  }
  if (day === startDate) return preview && preview > startDate ? 'start' : 'single';
  if (preview && preview > startDate) {
    if (day > startDate && day <= preview) return 'preview';
  }
  return 'none';
}

/** The `day` slot: a PickerDay that knows the range, labelled with its full date. */
const DayPriceText = styled('span')(({ theme }) => ({
  fontSize: '0.625rem',
  fontWeight: 500,
  fontVariantNumeric: 'tabular-nums',
  color: (theme.vars || theme).palette.text.secondary,
  '&[data-dearer]': { color: (theme.vars || theme).palette.primary.main, fontWeight: 700 },
  // On a chosen day (filled with the primary colour) the price takes the day's own text colour.
  '.Mui-selected &': { color: 'inherit' },
}));

function RangeDay(props: PickerDayProps) {
  const { range, preview, blocked, setPreview, dayLabel, priceOf } = useRangeView();
  const { day, onMouseEnter, onFocus, outsideCurrentMonth, ...rest } = props;
  const iso = day.format(ISO);
  const price = priceOf && !outsideCurrentMonth && !props.disabled ? priceOf(iso) : null;
  const band = outsideCurrentMonth ? 'none' : bandOf(iso, range, preview);
  const endpoint = band === 'start' || band === 'end' || band === 'single';
  const inRange = endpoint || band === 'middle';
  const pending = Boolean(range.startDate && !range.endDate);
  return (
    <RangeDayButton
      {...rest}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      band={band === 'single' ? 'none' : band}
      blockedDay={!outsideCurrentMonth && isDayBlocked(iso, blocked)}
      priced={priceOf !== null && !outsideCurrentMonth}
      selected={endpoint}
      aria-selected={inRange}
      aria-label={price ? `${dayLabel(day)}, ${price.label}` : dayLabel(day)}
      onMouseEnter={(event: MouseEvent<HTMLButtonElement>, value) => {
        if (pending) setPreview(iso);
        onMouseEnter?.(event, value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>, value) => {
        if (pending) setPreview(iso);
        onFocus?.(event, value);
      }}
    >
      {price ? (
        <>
          <span>{day.date()}</span>
          <DayPriceText aria-hidden data-dearer={price.dearer || undefined}>
            {price.short}
          </DayPriceText>
        </>
      ) : undefined}
    </RangeDayButton>
  );
}

/** The `calendarHeader` slot: the month's name, which also labels the day grid. */
function MonthTitle({ currentMonth, labelId }: PickersCalendarHeaderProps) {
  const { monthLabel } = useRangeView();
  return (
    <Typography
      id={labelId}
      component="p"
      sx={{ height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600, mt: 1, mb: 0.5 }}
    >
      {monthLabel(currentMonth)}
    </Typography>
  );
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

interface MonthProps {
  /** `YYYY-MM` */
  month: string;
  locale: string;
  today: string;
  /** The first pickup the minimum notice allows: days before its day cannot start a rental. */
  earliest?: PickupMoment | null;
  blocked: readonly BlockedRange[];
  range: DayRange;
  loading: boolean;
  /** Its days show their prices, so its weeks are taller. */
  priced: boolean;
  onPick: (day: string) => void;
}

function MonthCalendar({ month, locale, today, earliest, blocked, range, loading, priced, onPick, autoFocus }: MonthProps & { autoFocus?: boolean }) {
  const selectable = (day: string) => isDaySelectable(day, today, blocked, range, earliest ?? undefined);
  const { first, last, focusable } = useMemo(() => {
    const start = dayjs(`${month}-01`).locale(locale);
    const end = start.endOf('month');
    // Keyboard focus enters the month on its first day that can be picked (a disabled day cannot take focus).
    let open = start;
    while (!open.isAfter(end, 'day') && !isDaySelectable(open.format(ISO), today, blocked, range, earliest ?? undefined)) open = open.add(1, 'day');
    return { first: start, last: end, focusable: open.isAfter(end, 'day') ? start : open };
  }, [month, locale, today, earliest, blocked, range]);
  return (
    <DateCalendar
      autoFocus={autoFocus}
      value={null}
      referenceDate={focusable}
      // Each calendar shows one month only: arrow keys stay inside it, the buttons above change months.
      minDate={first}
      maxDate={last}
      views={['day']}
      loading={loading}
      renderLoading={() => <DayCalendarSkeleton />}
      shouldDisableDate={(d) => !selectable(d.format(ISO))}
      onChange={(d: Dayjs | null) => {
        if (d) onPick(d.format(ISO));
      }}
      dayOfWeekFormatter={(weekday) => weekday.format('dd')}
      slots={{ day: RangeDay, calendarHeader: MonthTitle }}
      sx={{
        m: 0,
        height: 'auto',
        maxHeight: 'none',
        width: 320,
        // Six weeks of priced days (46 px and their margins): the month's sliding frame is sized for plain ones.
        ...(priced && { '& .MuiDayCalendar-slideTransition': { minHeight: 6 * 50 } }),
      }}
    />
  );
}

export interface DateRangeCalendarProps {
  lang: Lang;
  /** Each day's price under its date; none without. */
  pricing?: DayPricing | null;
  today: string;
  earliest?: PickupMoment | null;
  range: DayRange;
  blocked: readonly BlockedRange[];
  loading: boolean;
  onPick: (day: string) => void;
  /** Focus the first month's current day on mount (the calendar opens in a dialog). */
  autoFocus?: boolean;
}

export function DateRangeCalendar({ lang, pricing = null, today, earliest, range, blocked, loading, onPick, autoFocus }: DateRangeCalendarProps) {
  const { t } = useLingui();
  const priceOf = useMemo(() => {
    if (!pricing) return null;
    const { car, seasons } = pricing;
    const short = numberFormat(lang, { maximumFractionDigits: 0 });
    const compact = numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    return (day: string): DayPriceView => {
      const { price, season, dearer } = dayPrice(car, day, seasons);
      const name = season ? seasonName(season.names, lang) : null;
      const amount = formatEUR(price, lang);
      return {
        // Five digits fit under a date; a six-digit price is written "120K".
        short: price >= 100_000 ? compact.format(price) : short.format(price),
        label: name ? t`${amount} per day, ${name}` : t`${amount} per day`,
        dearer,
      };
    };
  }, [pricing, lang, t]);
  const locale = DAYJS_LOCALE[lang];
  const [offset, setOffset] = useState(() =>
    range.startDate ? Math.max(0, dayjs(range.startDate).startOf('month').diff(dayjs(today).startOf('month'), 'month')) : 0,
  );
  const [preview, setPreview] = useState<string | null>(null);
  const first = dayjs(today).startOf('month').add(offset, 'month').format('YYYY-MM');
  const second = dayjs(`${first}-01`).add(1, 'month').format('YYYY-MM');

  const view = useMemo<RangeView>(() => {
    const dayFormat = dateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const monthFormat = dateTimeFormat(lang, { month: 'long', year: 'numeric' });
    return {
      range,
      preview: range.startDate && !range.endDate ? preview : null,
      blocked,
      setPreview,
      dayLabel: (day) => dayFormat.format(new Date(day.year(), day.month(), day.date())),
      monthLabel: (month) => capitalize(monthFormat.format(new Date(month.year(), month.month(), 1))),
      priceOf,
    };
  }, [lang, range, preview, blocked, priceOf]);

  const monthProps = { locale, today, earliest, blocked, range, loading, priced: priceOf !== null, onPick };
  const navSx = { position: 'absolute', top: 8, zIndex: 1 } as const;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <RangeContext.Provider value={view}>
        <Box onMouseLeave={() => setPreview(null)} sx={{ position: 'relative', display: 'flex', justifyContent: 'center', gap: 2 }}>
          <IconButton
            onClick={() => setOffset((o) => Math.max(0, o - 1))}
            disabled={offset === 0}
            aria-label={t`Previous month`}
            sx={{ ...navSx, left: 0 }}
          >
            <ChevronLeftRounded />
          </IconButton>
          <MonthCalendar key={first} month={first} autoFocus={autoFocus} {...monthProps} />
          {/* Phones show one month; the arrows page through both the same way. */}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <MonthCalendar key={second} month={second} {...monthProps} />
          </Box>
          <IconButton onClick={() => setOffset((o) => o + 1)} aria-label={t`Next month`} sx={{ ...navSx, right: 0 }}>
            <ChevronRightRounded />
          </IconButton>
        </Box>
      </RangeContext.Provider>
    </LocalizationProvider>
  );
}

export default DateRangeCalendar;
