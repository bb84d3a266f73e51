/**
 * The car page's booking panel: rental dates on a
 * two-month calendar that knows the car's blocked days and each day's price, handover times,
 * pickup and dropoff places with suggestions, the live price, and the way on:
 * "Book now" to the order page for instant-booking cars, "Send request" to the
 * contact page for the others, "Contact us" for both. The car page loads it
 * lazily (default export).
 */
import {
  bookingRequestQuery,
  firstPickupTime,
  freeDeliveryKmOf,
  isDirectBooking,
  minNoticeHoursOf,
  orderQuery,
  PICKUP_LIST_MIN,
  SUGGESTION_FETCH_MIN,
  todayIn,
  type Car,
} from '@costa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { useToast } from '../../../components/ui/use-toast';
import { usePaths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-route-info';
import { useBlockedRanges } from '../hooks/use-blocked-ranges';
import { useBookingForm } from '../hooks/use-booking-form';
import { useDiscounts } from '../hooks/use-discounts';
import { useEarliestPickup } from '../hooks/use-earliest-pickup';
import { useCarSeasons } from '../../prices/use-seasons';
import { useSiteSettings } from '../../site/use-site-settings';
import { BOOKING_ERROR_TEXTS, errorTexts, withValues } from './booking-messages';
import { DateRangeField, type DateRangeFieldHandle } from './date-range-field';
import { LocationField } from './location-field';
import { PriceSummary } from './price-summary';
import { TimeSelect } from './time-select';

export function BookingPanel({ car }: { car: Car }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const paths = usePaths();
  const navigate = useNavigate();
  const toast = useToast();
  const [today] = useState(() => todayIn());
  const blocked = useBlockedRanges(car.id);
  const { discounts } = useDiscounts();
  const seasonal = useCarSeasons(car);
  const pricing = useMemo(
    () => ({ car: { id: car.id, category: car.category, dailyPrice: car.dailyPrice }, seasons: seasonal.seasons }),
    [car.id, car.category, car.dailyPrice, seasonal.seasons],
  );
  const direct = isDirectBooking(car);
  const settings = useSiteSettings();
  const noticeHours = minNoticeHoursOf(settings);
  // The minimum notice holds for instant booking; a request is the team's to answer.
  const earliestKnown = useEarliestPickup(noticeHours);
  const earliest = direct ? earliestKnown : null;
  const booking = useBookingForm({
    dailyPrice: car.dailyPrice,
    seasonal,
    today,
    blocked: blocked.ranges,
    discounts,
    earliest,
    freeDeliveryKm: freeDeliveryKmOf(settings),
  });
  const { form, errors, price } = booking;

  const titleId = useId();
  const datesField = useRef<DateRangeFieldHandle>(null);
  const pickupInput = useRef<HTMLInputElement>(null);
  const dropoffInput = useRef<HTMLInputElement>(null);
  const dropoffTimeInput = useRef<HTMLSelectElement>(null);
  const pickupTimeInput = useRef<HTMLSelectElement>(null);

  const values = { hours: noticeHours };
  const message = (problem: keyof typeof BOOKING_ERROR_TEXTS) => i18n._(withValues(BOOKING_ERROR_TEXTS[problem].message, values));
  const dateError = errors.dateRange ? message(`dateRange:${errors.dateRange}`) : undefined;
  const pickupTimeError = errors.pickupTime ? message(`pickupTime:${errors.pickupTime}`) : undefined;
  const pickupError = errors.pickupLocation ? message('pickupLocation:required') : undefined;
  const dropoffError = errors.dropoffLocation ? message('dropoffLocation:required') : undefined;
  const dropoffTimeError = errors.dropoffTime ? message('dropoffTime:before-pickup') : undefined;
  const heldNote =
    blocked.held.length > 0
      ? t`Some unavailable days are held by another guest who is paying right now. If they do not complete their booking, those days become free again within 35 minutes.`
      : null;

  const book = () => {
    const found = booking.validate();
    const problems = errorTexts(found);
    if (problems.length) {
      problems.forEach(({ title, message: text }) => toast.error(i18n._(title), i18n._(withValues(text, values))));
      // Move to the first field to fix, so keyboard and screen-reader users land on it.
      if (found.dateRange) datesField.current?.focus();
      else if (found.pickupTime) pickupTimeInput.current?.focus();
      else if (found.dropoffTime) dropoffTimeInput.current?.focus();
      else if (found.pickupLocation) pickupInput.current?.focus();
      else dropoffInput.current?.focus();
      return;
    }
    void navigate(`${paths('order', car.id)}?${new URLSearchParams(orderQuery(form))}`);
  };

  const sendRequest = () => {
    void navigate(`${paths('contact')}?${new URLSearchParams(bookingRequestQuery(car.name, form))}`);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-booking-panel
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {direct ? <Trans>Book this car</Trans> : <Trans>Request this car</Trans>}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {direct ? (
          <Trans>Instant booking: choose your dates and places, then pay securely online.</Trans>
        ) : (
          <Trans>Bookable on request: send us your dates and we will confirm availability.</Trans>
        )}
      </Typography>

      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <DateRangeField
          ref={datesField}
          lang={lang}
          today={today}
          earliest={earliest}
          range={form}
          blocked={blocked.ranges}
          loading={blocked.loading}
          onPick={booking.pickDay}
          onClear={booking.clearDates}
          error={dateError}
          heldNote={heldNote}
          pricing={pricing}
        />
        {heldNote && (
          <Typography variant="body2" role="note" sx={{ color: 'text.secondary', mt: -1.5 }} data-held-days-note>
            {heldNote}
          </Typography>
        )}

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TimeSelect
            label={t`Pickup time`}
            value={form.pickupTime}
            onChange={booking.setPickupTime}
            lang={lang}
            error={pickupTimeError}
            inputRef={pickupTimeInput}
            firstAllowed={firstPickupTime(form.startDate, earliest)}
          />
          <TimeSelect
            label={t`Dropoff time`}
            value={form.dropoffTime}
            onChange={booking.setDropoffTime}
            lang={lang}
            error={dropoffTimeError}
            inputRef={dropoffTimeInput}
          />
        </Box>

        <LocationField
          label={t`Pickup location`}
          value={form.pickupLocation}
          onChange={booking.setPickupLocation}
          lang={lang}
          listMin={PICKUP_LIST_MIN}
          error={pickupError}
          inputRef={pickupInput}
        />
        <FormControlLabel
          sx={{ mt: -1 }}
          control={<Checkbox checked={form.sameLocation} onChange={(event) => booking.setSameLocation(event.target.checked)} />}
          label={t`Return to the same location`}
        />
        {!form.sameLocation && (
          <LocationField
            label={t`Dropoff location`}
            value={form.dropoffLocation}
            onChange={booking.setDropoffLocation}
            lang={lang}
            listMin={SUGGESTION_FETCH_MIN}
            error={dropoffError}
            inputRef={dropoffInput}
          />
        )}

        <PriceSummary price={price} dailyPrice={car.dailyPrice} discounts={discounts} distance={booking.distance} lang={lang} />

        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {direct ? (
            <Button variant="contained" size="large" onClick={book}>
              <Trans>Book now</Trans>
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={sendRequest}>
              <Trans>Send request</Trans>
            </Button>
          )}
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to={`${paths('contact')}?${new URLSearchParams({ car: car.name })}`}
          >
            <Trans>Contact us</Trans>
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export default BookingPanel;
