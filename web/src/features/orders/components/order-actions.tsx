/**
 * What staff can do with an order, as the domain allows it now: record the
 * car's hand-over, then its return, with their readings (handover-dialog.tsx);
 * send the customer a payment link for what the return owes, and see it open
 * or paid; send the confirmation again; cancel, with a
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
import Link from '@mui/material/Link';
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
  RETURN_BILL_HOURS,
  returnBillState,
  returnChargesCents,
  type Order,
  type RefundChoice,
  type ReturnBill,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useRefusalText } from '../../back-office/refusal-messages';
import { formatMoment } from '../../../lib/moments';
import { billReturnCharges, cancelOrder, resendConfirmation } from '../api/orders-data';
import { HandoverDialog } from './handover-dialog';
import { useReadingText } from './reading-text';

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

/** The confirmation before the return's charges' payment link goes to the customer. */
function BillReturnDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const text = useReadingText();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const charges = order.return?.charges;
  const amount = text.eur(returnChargesCents(charges ?? { total: 0 }) / 100);
  const language = LANGUAGE_NAMES[order.lang] ?? order.lang;
  const address = order.customer.email;
  const hours = RETURN_BILL_HOURS;

  const send = async () => {
    setBusy(true);
    const outcome = await billReturnCharges({ orderId: order.id });
    setBusy(false);
    if (outcome.ok) {
      toast.success(t`Payment link sent`, t`It is in the outbox, to ${address}.`);
      onClose();
    } else toast.error(t`Could not send the payment link`, why(outcome.reason));
  };

  const lines: string[] = [];
  if (charges && charges.extraKmCharge > 0) {
    const extra = text.km(charges.extraKm);
    const charge = text.eur(charges.extraKmCharge);
    lines.push(t`${extra} beyond those included: ${charge}`);
  }
  if (charges && charges.refuelCharge > 0) {
    const short = text.fuelFraction(charges.fuelShortEighths);
    const charge = text.eur(charges.refuelCharge);
    lines.push(t`Refuelling, ${short} of a tank short: ${charge}`);
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <Trans>Send a payment link for {amount}?</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          <Trans>The customer gets an e-mail in {language}, at {address}, with a link to pay {amount}, valid for {hours} hours.</Trans>
        </DialogContentText>
        {lines.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          <Trans>Not now</Trans>
        </Button>
        <Button variant="contained" onClick={() => void send()} loading={busy} autoFocus>
          <Trans>Send the link</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The moment a time comes, re-read: a link open until `until` shows as expired once it passes. */
function useNow(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const wait = until - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 1000, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [until]);
  return now;
}

/** The return's charges' link, once sent: open until it expires (with the link to copy), or paid. */
function ReturnBillNotice({ bill, paid }: { bill: ReturnBill; paid: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const amount = formatEUR(bill.amountCents / 100, lang, 2);
  if (paid) {
    return (
      <Alert severity="success">
        <Trans>Return's charges of {amount} paid</Trans>
      </Alert>
    );
  }
  const time = formatMoment(bill.expiresAt, lang);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bill.url);
      toast.success(t`Link copied`);
    } catch (error) {
      console.error('Could not copy the link', error);
      toast.error(t`Could not copy the link`, t`Select it and copy it by hand.`);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-message': { minWidth: 0 }, '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </Button>
      }
    >
      <Trans>Payment link for {amount} sent, open until {time}</Trans>
      <Link href={bill.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {bill.url}
      </Link>
    </Alert>
  );
}

export function OrderActions({ order }: { order: Order }) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const [dialog, setDialog] = useState<'cancel' | 'step' | 'bill' | null>(null);
  const [working, setWorking] = useState<'resend' | null>(null);
  const step = nextHandoverStep(order);
  const why = useRefusalText();
  const close = () => setDialog(null);
  const bill = order.returnBill;
  const now = useNow(bill?.status === 'open' ? bill.expiresAt : null);
  const billState = returnBillState(order, now);
  const owed = formatEUR(returnChargesCents(order.return?.charges ?? { total: 0 }) / 100, lang, 2);

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
          <Button variant="contained" onClick={() => setDialog('step')} disabled={working !== null}>
            {step === 'handed-over' ? <Trans>Record hand-over…</Trans> : <Trans>Record return…</Trans>}
          </Button>
        )}
        {billState === 'billable' && (
          <Button variant="contained" onClick={() => setDialog('bill')} disabled={working !== null}>
            <Trans>Send payment link for {owed}</Trans>
          </Button>
        )}
        {canResendConfirmation(order) && (
          <Button variant="outlined" onClick={() => void resend()} loading={working === 'resend'} disabled={working !== null}>
            <Trans>Resend confirmation</Trans>
          </Button>
        )}
        {canCancel(order) && (
          <Button variant="outlined" color="error" onClick={() => setDialog('cancel')} disabled={working !== null}>
            <Trans>Cancel order…</Trans>
          </Button>
        )}
      </Box>
      {bill && (billState === 'open' || billState === 'paid') && <ReturnBillNotice bill={bill} paid={billState === 'paid'} />}
      {dialog === 'cancel' && <CancelOrderDialog order={order} onClose={close} />}
      {dialog === 'step' && step && <HandoverDialog order={order} step={step} onClose={close} />}
      {dialog === 'bill' && <BillReturnDialog order={order} onClose={close} />}
    </>
  );
}
