/**
 * What staff can do with an order, as the domain allows it now: mark the car
 * handed over, then returned; send the confirmation again; cancel, with a
 * full, partial or no refund, after a confirmation that says what will
 * happen. Each is a callable; the order and its timeline follow live.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  cancelFormSchema,
  canCancel,
  canResendConfirmation,
  formatEUR,
  LANGUAGE_NAMES,
  nextHandoverStep,
  orderReference,
  parseEuros,
  refundableCents,
  refundCentsOf,
  type Order,
  type RefundChoice,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useRefusalText } from '../../back-office/refusal-messages';
import { cancelOrder, recordHandover, resendConfirmation } from '../api/orders-data';

function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const titleId = useId();
  const maxCents = refundableCents(order);
  const paid = formatEUR(maxCents / 100, lang, 2);
  const reference = orderReference(order);
  const language = LANGUAGE_NAMES[order.lang] ?? order.lang;
  const why = useRefusalText();
  const { field, formRef, handleSubmit, busy, formik, showServerErrors, setValue } = useSchemaForm({
    schema: cancelFormSchema(maxCents, paid),
    initialValues: { choice: (maxCents > 0 ? 'full' : 'none') as RefundChoice, amount: '' },
    onSubmit: async (values) => {
      const refundCents = refundCentsOf(values, maxCents);
      const outcome = await cancelOrder({ orderId: order.id, refundCents });
      if (outcome.ok) {
        const refunded = formatEUR(refundCents / 100, lang, 2);
        toast.success(t`Order ${reference} cancelled`, refundCents > 0 ? t`${refunded} refunded; the customer has been told by e-mail.` : t`The customer has been told by e-mail.`);
        onClose();
        return;
      }
      if (outcome.fields.refundCents) showServerErrors({ amount: outcome.fields.refundCents });
      else if (outcome.reason === 'paid-meanwhile') toast.error(t`The order was paid a moment ago`, t`Look at it again before cancelling.`);
      else toast.error(t`Could not cancel the order`, why(outcome.reason));
    },
  });
  const choice = formik.values.choice;
  const typed = choice === 'partial' ? parseEuros(formik.values.amount) : null;
  const amount = choice === 'full' ? paid : typed !== null && typed > 0 && typed <= maxCents ? formatEUR(typed / 100, lang, 2) : null;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
        <DialogTitle id={titleId}>
          <Trans>Cancel order {reference}?</Trans>
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            <Trans>The car's days go back on sale at once, and the customer is told by e-mail in {language}.</Trans>
          </DialogContentText>
          {maxCents > 0 ? (
            <>
              <RadioGroup
                name="choice"
                value={choice}
                onChange={(event) => setValue('choice', event.target.value)}
                aria-label={t`Refund`}
              >
                <FormControlLabel value="full" control={<Radio />} label={t`Full refund (${paid})`} disabled={busy} />
                <FormControlLabel value="partial" control={<Radio />} label={t`Partial refund`} disabled={busy} />
                <FormControlLabel value="none" control={<Radio />} label={t`No refund`} disabled={busy} />
              </RadioGroup>
              {choice === 'partial' && (
                <TextField
                  {...field('amount', t`In euros, at most ${paid}.`)}
                  label={t`Amount to refund`}
                  inputMode="decimal"
                  autoFocus
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
                />
              )}
            </>
          ) : (
            <Alert severity="info">
              <Trans>Nothing has been paid for this order, so there is nothing to refund.</Trans>
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {amount ? <Trans>Cancel and refund {amount}</Trans> : choice === 'partial' ? <Trans>Cancel and refund</Trans> : <Trans>Cancel the order</Trans>}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * An order paid after its days were taken (nothing booked): the customer was
 * told to expect another car or a full refund. One press refunds everything
 * the payment took and cancels the order; the customer is told by e-mail.
 */
function ConflictActions({ order }: { order: Order }) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const [working, setWorking] = useState(false);
  const maxCents = refundableCents(order);
  const paid = formatEUR(maxCents / 100, lang, 2);
  const reference = orderReference(order);
  const why = useRefusalText();

  const refundInFull = async () => {
    setWorking(true);
    const outcome = await cancelOrder({ orderId: order.id, refundCents: maxCents });
    setWorking(false);
    if (outcome.ok) toast.success(t`Order ${reference} refunded`, t`${paid} refunded; the customer has been told by e-mail.`);
    else toast.error(t`Could not refund the order`, why(outcome.reason));
  };

  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => void refundInFull()} loading={working}>
          <Trans>Refund {paid} in full</Trans>
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
    >
      <Trans>
        This order was paid after its days were taken, so nothing was booked. The customer was told to expect another car or a
        full refund. Offer another car from the inbox, or refund it in full.
      </Trans>
    </Alert>
  );
}

export function OrderActions({ order }: { order: Order }) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const [cancelling, setCancelling] = useState(false);
  const [working, setWorking] = useState<'handover' | 'resend' | null>(null);
  const step = nextHandoverStep(order);
  const why = useRefusalText();

  const handover = async () => {
    if (!step) return;
    setWorking('handover');
    const outcome = await recordHandover({ orderId: order.id, step });
    setWorking(null);
    if (!outcome.ok) toast.error(t`Could not record this step`, why(outcome.reason));
  };

  const resend = async () => {
    setWorking('resend');
    // One id per press: a retried request queues the e-mail once.
    const outcome = await resendConfirmation({ orderId: order.id, requestId: crypto.randomUUID() });
    setWorking(null);
    const address = order.customer.email;
    if (outcome.ok) toast.success(t`Confirmation sent again`, t`It is in the outbox, to ${address}.`);
    else toast.error(t`Could not send the confirmation`, why(outcome.reason));
  };

  if (order.status === 'cancelled') {
    const refunded = order.refund ? formatEUR(order.refund.amountCents / 100, lang, 2) : null;
    return (
      <Alert severity="info">
        {refunded ? <Trans>This order was cancelled and {refunded} refunded.</Trans> : <Trans>This order was cancelled without a refund.</Trans>}
      </Alert>
    );
  }
  if (order.status === 'conflict') return <ConflictActions order={order} />;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }} role="group" aria-label={t`Order actions`}>
        {step && (
          <Button variant="contained" onClick={() => void handover()} loading={working === 'handover'} disabled={working !== null}>
            {step === 'handed-over' ? <Trans>Mark as handed over</Trans> : <Trans>Mark as returned</Trans>}
          </Button>
        )}
        {canResendConfirmation(order) && (
          <Button variant="outlined" onClick={() => void resend()} loading={working === 'resend'} disabled={working !== null}>
            <Trans>Resend confirmation</Trans>
          </Button>
        )}
        {canCancel(order) && (
          <Button variant="outlined" color="error" onClick={() => setCancelling(true)} disabled={working !== null}>
            <Trans>Cancel order…</Trans>
          </Button>
        )}
      </Box>
      {cancelling && <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />}
    </>
  );
}
