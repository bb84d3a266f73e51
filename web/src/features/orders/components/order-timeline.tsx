/**
 * What happened to an order, oldest first (domain `orderTimeline`): placed,
 * paid, the e-mails queued, the staff's steps with who took them (the
 * hand-over's and the return's readings under them), and their notes; with a form to add a note. Live: an action taken in another tab
 * shows here at once.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEUR, NOTE_MAX_LENGTH, orderNoteSchema, orderTimeline, type Order, type TimelineItem } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFirestore } from 'reactfire';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { addOrderNote, useOrderTimeline } from '../api/orders-data';
import { formatMoment } from '../../../lib/moments';
import { useReadingText } from './reading-text';

function useDescribe(): (item: TimelineItem) => string {
  const { t } = useLingui();
  const lang = useLang();
  const eur = (cents: number) => formatEUR(cents / 100, lang, 2);
  return (item) => {
    switch (item.kind) {
      case 'created':
        return t`Order placed`;
      case 'paid': {
        if (item.amountCents === null) return t`Paid`;
        const amount = eur(item.amountCents);
        return t`Paid ${amount}`;
      }
      case 'handed-over':
        return t`Car handed over`;
      case 'returned':
        return t`Car returned`;
      case 'charges-billed': {
        const amount = eur(item.amountCents ?? 0);
        return t`Payment link for the return's charges sent: ${amount}`;
      }
      case 'charges-paid': {
        const amount = eur(item.amountCents ?? 0);
        return t`Return's charges paid: ${amount}`;
      }
      case 'cancelled':
        return t`Order cancelled`;
      case 'refunded': {
        const amount = eur(item.amountCents ?? 0);
        return t`Refunded ${amount}`;
      }
      case 'mail': {
        const subject = item.text ?? '';
        const to = item.to ?? '';
        return t`E-mail queued to ${to}: ${subject}`;
      }
      case 'note':
        return item.text ?? '';
    }
  };
}

/** The readings under a hand-over or a return: "12,000 km · fuel 8/8 · deposit €15,000 (hold on card)". */
function useReadingLine(): (item: TimelineItem) => string | null {
  const text = useReadingText();
  return (item) => {
    if (!('reading' in item) || !item.reading) return null;
    const { reading } = item;
    if (item.kind === 'handed-over' && 'depositMethod' in reading) return text.handoverLine(reading);
    if (item.kind === 'returned' && 'charges' in reading) return text.returnLine(reading);
    return null;
  };
}

function NoteForm({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const firestore = useFirestore();
  const { field, formRef, handleSubmit, busy, formik } = useSchemaForm({
    schema: orderNoteSchema,
    initialValues: { text: '' },
    onSubmit: async ({ text }) => {
      try {
        await addOrderNote(firestore, orderId, text);
        formik.resetForm();
      } catch (error) {
        console.error('Could not save the note', error);
        toast.error(t`Could not save the note`, t`Please try again in a moment.`);
      }
    },
  });
  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        {...field('text', t`Only the staff see notes.`)}
        label={t`Staff note`}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Box>
        <Button type="submit" variant="outlined" loading={busy}>
          <Trans>Add note</Trans>
        </Button>
      </Box>
    </Box>
  );
}

export function OrderTimeline({ order }: { order: Order }) {
  const lang = useLang();
  const headingId = useId();
  const state = useOrderTimeline(order.id);
  const retry = useDataRetry();
  const describe = useDescribe();
  const readingOf = useReadingLine();
  const when = (at: number) => formatMoment(at, lang);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h3">
        <Trans>Timeline</Trans>
      </Typography>
      {state.status === 'loading' && <Skeleton variant="rounded" height={96} />}
      {state.status === 'error' && (
        <LoadFailed onRetry={retry}>
          <Trans>The timeline could not be loaded.</Trans>
        </LoadFailed>
      )}
      {state.status === 'ready' && (
        <Box component="ol" data-testid="order-timeline" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {orderTimeline(order, state.entries).map((item) => {
            const reading = readingOf(item);
            return (
              <Box
                component="li"
                key={item.id}
                data-kind={item.kind}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: 2, borderLeft: 2, borderColor: item.kind === 'note' ? 'primary.main' : 'divider', pl: 1.5 }}
              >
                <Typography variant="body2" color="textSecondary" component="time" dateTime={new Date(item.at).toISOString()}>
                  {when(item.at)}
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{describe(item)}</Typography>
                  {reading && (
                    <Typography variant="body2" color="textSecondary" data-testid="timeline-reading" sx={{ overflowWrap: 'anywhere' }}>
                      {reading}
                    </Typography>
                  )}
                  {'by' in item && item.by && (
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {item.by}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <NoteForm orderId={order.id} />
    </Box>
  );
}
