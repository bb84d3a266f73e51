/**
 * Staff record the car's hand-over and its return with the readings they
 * took. At the hand-over: the odometer, the fuel gauge, and the deposit taken
 * (the car's terms' amount by default) and how. At the return: the odometer
 * (no lower than at the hand-over) and the fuel gauge, with what the return
 * owes beyond the rental worked out live as they type (domain
 * `returnCharges`, the server's own sum), and the deposit released with it.
 */
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  bookedTerms,
  DEPOSIT_METHODS,
  FUEL_EIGHTHS,
  handoverReadingSchema,
  ODOMETER_MAX_KM,
  orderReference,
  orderReturnCharges,
  REFUEL_EUR_PER_EIGHTH,
  returnReadingSchema,
  type HandoverStep,
  type Order,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormDialog } from '../../../components/forms/form-dialog';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useRefusalText } from '../../back-office/refusal-messages';
import { recordHandover, type ActionOutcome } from '../api/orders-data';
import { useReadingText } from './reading-text';

const FUEL_LEVELS = Array.from({ length: FUEL_EIGHTHS.max - FUEL_EIGHTHS.min + 1 }, (_, i) => FUEL_EIGHTHS.max - i);

/** A whole number of kilometres as typed ("12520", "12 520"), or null. */
function typedKm(input: string): number | null {
  const value = input.trim().replace(/\s/g, '');
  if (!/^\d{1,7}$/.test(value)) return null;
  const km = Number(value);
  return km <= ODOMETER_MAX_KM ? km : null;
}

function useFuelOptions() {
  const { t } = useLingui();
  const text = useReadingText();
  /** The fuel gauge's options, full first, for a native select (a phone's own picker). */
  const fuelOptions = (
    <>
      <option value="" disabled>
        {t`Choose…`}
      </option>
      {FUEL_LEVELS.map((eighths) => (
        <option key={eighths} value={String(eighths)}>
          {text.fuelLabel(eighths)}
        </option>
      ))}
    </>
  );
  return { fuelOptions };
}

function HandoverForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const text = useReadingText();
  const { fuelOptions } = useFuelOptions();
  const reference = orderReference(order);
  const terms = bookedTerms(order);
  const { field, formRef, handleSubmit, busy, showServerErrors } = useSchemaForm({
    schema: handoverReadingSchema,
    initialValues: { km: '', fuelEighths: '', depositEur: String(terms.depositEur), depositMethod: 'card-hold' },
    onSubmit: async ({ km, fuelEighths, depositEur, depositMethod }) => {
      const outcome: ActionOutcome = await recordHandover({ orderId: order.id, step: 'handed-over', reading: { km, fuelEighths, depositEur, depositMethod } });
      if (outcome.ok) {
        toast.success(t`Hand-over recorded`);
        onClose();
        return;
      }
      if (Object.keys(outcome.fields).length > 0) showServerErrors(outcome.fields);
      else toast.error(t`Could not record the hand-over`, why(outcome.reason));
    },
  });
  const deposit = text.deposit(terms.depositEur);

  return (
    <FormDialog
      title={<Trans>Hand over order {reference}</Trans>}
      busy={busy}
      onClose={onClose}
      formRef={formRef}
      onSubmit={handleSubmit}
      submitLabel={<Trans>Record hand-over</Trans>}
    >
      <DialogContentText>
        <Trans>Read the odometer and the fuel gauge before the customer drives off, and take the deposit.</Trans>
      </DialogContentText>
      <TextField
        {...field('km', t`Whole kilometres, as the odometer shows.`)}
        label={t`Odometer (km)`}
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
      />
      <TextField {...field('fuelEighths')} label={t`Fuel level`} select required fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {fuelOptions}
      </TextField>
      <TextField
        {...field('depositEur', t`The car's terms ask for ${deposit}.`)}
        label={t`Deposit (EUR)`}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } }}
      />
      <TextField {...field('depositMethod')} label={t`Deposit taken by`} select required fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {DEPOSIT_METHODS.map((method) => (
          <option key={method} value={method}>
            {text.depositMethod(method)}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}

/** What the typed readings owe, as the server will work it out. */
function ReturnSummary({ order, km, fuel }: { order: Order; km: number | null; fuel: number | null }) {
  const text = useReadingText();
  const out = order.handover;
  const terms = bookedTerms(order);
  const deposit = out ? text.deposit(out.depositEur) : null;
  const method = out ? text.depositMethodInline(out.depositMethod) : null;

  let sum: ReactNode;
  if (!out) {
    sum = (
      <Typography>
        <Trans>No hand-over reading: nothing to charge</Trans>
      </Typography>
    );
  } else if (km === null || km < out.km || fuel === null) {
    sum = (
      <Typography color="textSecondary">
        <Trans>Enter the odometer and the fuel level to see what the return owes.</Trans>
      </Typography>
    );
  } else {
    const charges = orderReturnCharges(order, { km, fuelEighths: fuel });
    const driven = text.km(charges.drivenKm);
    const included = text.km(charges.includedKm);
    const extra = `${text.km(charges.extraKm)} × ${text.eur(terms.extraKmEur)} = ${text.eur(charges.extraKmCharge)}`;
    const short = `${text.fuelFraction(charges.fuelShortEighths)} × ${text.eur(REFUEL_EUR_PER_EIGHTH)} = ${text.eur(charges.refuelCharge)}`;
    const total = text.eur(charges.total);
    const rows: [ReactNode, string][] = [
      [<Trans key="driven">Kilometres driven</Trans>, driven],
      [<Trans key="included">Kilometres included</Trans>, included],
      [<Trans key="extra">Extra kilometres</Trans>, extra],
      [<Trans key="short">Fuel short</Trans>, short],
    ];
    sum = (
      <>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {rows.map(([label, value], i) => (
            <Box key={i} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ fontWeight: 600 }} data-testid="return-total">
          {charges.total > 0 ? <Trans>Total owed: {total}</Trans> : <Trans>Nothing more to pay</Trans>}
        </Typography>
      </>
    );
  }

  return (
    <Box component="section" aria-live="polite" sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="return-summary">
      {sum}
      <Typography variant="body2">
        {deposit && method ? (
          <Trans>The deposit of {deposit} ({method}) is released with this step.</Trans>
        ) : (
          <Trans>Any deposit taken is released with this step.</Trans>
        )}
      </Typography>
    </Box>
  );
}

function ReturnForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const text = useReadingText();
  const { fuelOptions } = useFuelOptions();
  const reference = orderReference(order);
  const out = order.handover;
  const { field, formRef, handleSubmit, busy, formik, showServerErrors } = useSchemaForm({
    schema: returnReadingSchema(out?.km ?? 0),
    initialValues: { km: '', fuelEighths: '' },
    onSubmit: async ({ km, fuelEighths }) => {
      const outcome = await recordHandover({ orderId: order.id, step: 'returned', reading: { km, fuelEighths } });
      if (outcome.ok) {
        toast.success(t`Return recorded`);
        onClose();
        return;
      }
      if (Object.keys(outcome.fields).length > 0) showServerErrors(outcome.fields);
      else toast.error(t`Could not record the return`, why(outcome.reason));
    },
  });
  const atHandover = (reading: string) => t`At the hand-over: ${reading}.`;
  const fuel = formik.values.fuelEighths === '' ? null : Number(formik.values.fuelEighths);

  return (
    <FormDialog
      title={<Trans>Return of order {reference}</Trans>}
      busy={busy}
      onClose={onClose}
      formRef={formRef}
      onSubmit={handleSubmit}
      submitLabel={<Trans>Record return</Trans>}
    >
      <TextField
        {...field('km', out ? atHandover(text.km(out.km)) : t`Whole kilometres, as the odometer shows.`)}
        label={t`Odometer (km)`}
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
      />
      <TextField
        {...field('fuelEighths', out ? atHandover(text.fuelLabel(out.fuelEighths)) : undefined)}
        label={t`Fuel level`}
        select
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {fuelOptions}
      </TextField>
      <ReturnSummary order={order} km={typedKm(formik.values.km)} fuel={fuel} />
    </FormDialog>
  );
}

/** The dialog for the order's next step: the hand-over, or the return. */
export function HandoverDialog({ order, step, onClose }: { order: Order; step: HandoverStep; onClose: () => void }) {
  return step === 'handed-over' ? <HandoverForm order={order} onClose={onClose} /> : <ReturnForm order={order} onClose={onClose} />;
}
