/**
 * Offering a booking from a booking request: staff choose the car
 * (the one the customer asked about, to start with), dates, times, places and
 * optionally a total; the server holds the days and e-mails the customer a
 * payment link valid for OFFER_HOURS, in their language. Full screen on a
 * phone.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LANGUAGE_NAMES, LOCATION_MAX_LENGTH, OFFER_HOURS, offerSchema, TIME_OPTIONS, type InboxItem } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useRefusalText } from '../../back-office/refusal-messages';
import { offerBooking, useOfferCars, type OfferCar } from '../api/inbox-data';

function OfferForm({ item, cars, titleId, onClose }: { item: InboxItem; cars: OfferCar[]; titleId: string; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const asked = cars.find((car) => car.name === item.car);
  const language = LANGUAGE_NAMES[item.lang] ?? item.lang;
  const address = item.email;
  const hours = OFFER_HOURS;
  const { field, formRef, handleSubmit, busy, showServerErrors } = useSchemaForm({
    schema: offerSchema,
    initialValues: {
      requestId: item.id,
      carId: asked?.id ?? '',
      startDate: item.startDate ?? '',
      endDate: item.endDate ?? '',
      pickupTime: item.pickupTime ?? '10:00',
      dropoffTime: item.dropoffTime ?? '10:00',
      pickupLocation: item.pickupLocation ?? '',
      dropoffLocation: item.dropoffLocation ?? item.pickupLocation ?? '',
      price: '',
    },
    onSubmit: async (offer) => {
      const outcome = await offerBooking(offer);
      if (outcome.ok) {
        toast.success(t`Offer sent`, t`The customer has ${hours} hours to pay; the days are held until then.`);
        onClose();
        return;
      }
      showServerErrors(outcome.fields);
      if (outcome.reason === 'dates-unavailable') toast.error(t`Some of these days are taken`, t`Choose other dates, or look at the fleet calendar.`);
      else if (outcome.reason === 'too-many-pending') toast.error(t`This customer has too many bookings waiting for payment`, t`Cancel one of them first.`);
      else if (outcome.reason === 'past-dates') toast.error(t`These dates cannot be offered`, t`The rental cannot start in the past.`);
      else if (outcome.reason === 'booking-window')
        toast.error(t`These dates cannot be offered`, t`A rental starts at most two years ahead, and a one-day rental ends after its pickup time.`);
      else if (outcome.reason === 'payments-unavailable') toast.error(t`Could not send the offer`, t`Online payment is not configured, so no payment link can be sent.`);
      else toast.error(t`Could not send the offer`, why(outcome.reason));
    },
  });

  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
      <DialogTitle id={titleId}>
        <Trans>Offer a booking</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, gridAutoRows: 'max-content' }}>
        <DialogContentText>
          <Trans>
            The days are held for {hours} hours and {address} receives a payment link in {language}. Paying confirms the booking like any online booking.
          </Trans>
        </DialogContentText>
        <TextField {...field('carId')} select label={t`Car`} fullWidth>
          {cars.map((car) => (
            <MenuItem key={car.id} value={car.id}>
              {car.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...field('startDate')} type="date" label={t`Pickup date`} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...field('endDate')} type="date" label={t`Return date`} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...field('pickupTime')} select label={t`Pickup time`}>
            {TIME_OPTIONS.map((time) => (
              <MenuItem key={time} value={time}>
                {time}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('dropoffTime')} select label={t`Return time`}>
            {TIME_OPTIONS.map((time) => (
              <MenuItem key={time} value={time}>
                {time}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('pickupLocation')} label={t`Pickup place`} slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTH } }} />
          <TextField {...field('dropoffLocation')} label={t`Return place`} slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTH } }} />
        </Box>
        <TextField
          {...field('price', t`Leave empty for the list price with the rental discounts.`)}
          label={t`Total in euros (optional)`}
          inputMode="decimal"
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          <Trans>Send the offer</Trans>
        </Button>
      </DialogActions>
    </Box>
  );
}

export function OfferDialog({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cars = useOfferCars();
  const retry = useDataRetry();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      {cars.status === 'ready' ? (
        <OfferForm item={item} cars={cars.cars} titleId={titleId} onClose={onClose} />
      ) : (
        <DialogContent>
          {cars.status === 'error' ? (
            <LoadFailed onRetry={retry}>
              <Trans>The cars could not be loaded.</Trans>
            </LoadFailed>
          ) : (
            <Box sx={{ height: 320 }} role="status" aria-busy />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
