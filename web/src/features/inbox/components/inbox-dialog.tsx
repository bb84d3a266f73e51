/**
 * One request or message: who sent it (mail and phone links, language),
 * what they asked (for a booking request, the car, dates, times and places
 * they chose), and the answer. The reply goes out by e-mail in the
 * customer's language with the boutique's signature, and marks the item
 * answered; staff may also mark it answered (say, after a phone call) or new
 * again. Full screen on a phone.
 */
import CloseIcon from '@mui/icons-material/Close';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LANGUAGE_NAMES, REPLY_MAX_LENGTH, replySchema, type InboxCollection, type InboxItem } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { useFirestore } from 'reactfire';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Fact } from '../../../components/ui/fact';
import { useToast } from '../../../components/ui/use-toast';
import { useRefusalText } from '../../back-office/refusal-messages';
import { usePaths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-route-info';
import { replyToRequest, setInboxStatus, useInboxItem } from '../api/inbox-data';
import { OfferDialog } from './offer-dialog';
import { formatMoment } from '../../../lib/moments';

function ReplyForm({ item }: { item: InboxItem }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const { field, formRef, handleSubmit, busy, formik, showServerErrors } = useSchemaForm({
    schema: replySchema,
    initialValues: { collection: item.collection, requestId: item.id, message: '' },
    onSubmit: async (request) => {
      const outcome = await replyToRequest(request);
      if (outcome.ok) {
        formik.resetForm();
        toast.success(t`Reply sent`, t`It is in the outbox, in the customer's language.`);
        return;
      }
      showServerErrors(outcome.fields);
      toast.error(t`Could not send the reply`, why(outcome.reason));
    },
  });
  const language = LANGUAGE_NAMES[item.lang] ?? item.lang;
  const address = item.email;
  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        {...field('message', t`Sent to ${address} with a greeting and signature in ${language}.`)}
        label={t`Your reply`}
        multiline
        minRows={5}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REPLY_MAX_LENGTH } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy} endIcon={<SendIcon />}>
          <Trans>Send reply</Trans>
        </Button>
      </Box>
    </Box>
  );
}

function ItemDetails({ item }: { item: InboxItem }) {
  const { t } = useLingui();
  const toast = useToast();
  const firestore = useFirestore();
  const [saving, setSaving] = useState(false);
  const [offering, setOffering] = useState(false);
  const lang = useLang();
  const paths = usePaths();
  const when = (at: number) => formatMoment(at, lang);
  const booking = item.collection === 'bookingRequests';
  const dates = [item.startDate, item.endDate].filter(Boolean).join(' – ');
  const times = [item.pickupTime, item.dropoffTime].filter(Boolean).join(' – ');
  const places = [item.pickupLocation, item.dropoffLocation].filter(Boolean).join(' → ');

  const mark = async (status: 'new' | 'answered') => {
    setSaving(true);
    try {
      await setInboxStatus(firestore, item, status);
    } catch (error) {
      console.error('Could not change the status', error);
      toast.error(t`Could not change the status`, t`Please try again in a moment.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 1 }}>
        <Fact label={<Trans>Email</Trans>}>
          <Link href={`mailto:${item.email}`}>{item.email}</Link>
        </Fact>
        <Fact label={<Trans>Phone</Trans>}>
          {item.phone ? <Link href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</Link> : '—'}
        </Fact>
        <Fact label={<Trans>Language</Trans>}>{LANGUAGE_NAMES[item.lang] ?? item.lang}</Fact>
        {booking && item.car && <Fact label={<Trans>Car</Trans>}>{item.car}</Fact>}
        {booking && dates && <Fact label={<Trans>Dates</Trans>}>{dates}</Fact>}
        {booking && times && <Fact label={<Trans>Times</Trans>}>{times}</Fact>}
        {booking && places && <Fact label={<Trans>Places</Trans>}>{places}</Fact>}
        {item.subject && <Fact label={<Trans>Subject</Trans>}>{item.subject}</Fact>}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, whiteSpace: 'pre-line', bgcolor: 'action.hover' }} lang={item.lang}>
        {item.message}
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {item.status === 'new' ? (
          <Button variant="outlined" onClick={() => void mark('answered')} loading={saving}>
            <Trans>Mark as answered</Trans>
          </Button>
        ) : (
          <>
            <Alert severity="success" sx={{ flex: 1 }}>
              <Trans>Answered.</Trans>
            </Alert>
            <Button onClick={() => void mark('new')} loading={saving}>
              <Trans>Mark as new</Trans>
            </Button>
          </>
        )}
      </Box>
      {booking && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {(item.offers ?? []).map(({ orderId, at, by }) => {
            const offered = when(at);
            return (
            <Alert key={orderId} severity="info">
              <Trans>
                A booking was offered on {offered} by {by}.{' '}
                <Link component={RouterLink} to={`${paths('adminOrders')}?order=${encodeURIComponent(orderId)}`}>
                  Open the order
                </Link>
              </Trans>
            </Alert>
            );
          })}
          <Box>
            <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={() => setOffering(true)}>
              <Trans>Offer a booking…</Trans>
            </Button>
          </Box>
        </Box>
      )}
      <ReplyForm item={item} />
      {offering && <OfferDialog item={item} onClose={() => setOffering(false)} />}
    </>
  );
}

export function InboxDialog({ collection, id, onClose }: { collection: InboxCollection; id: string; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const state = useInboxItem(collection, id);
  const retry = useDataRetry();
  const name = state.status === 'ready' && state.item ? state.item.name : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {name ? (collection === 'bookingRequests' ? <Trans>Booking request from {name}</Trans> : <Trans>Message from {name}</Trans>) : <Trans>Message</Trans>}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t`Close`} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        {state.status === 'loading' && <Skeleton variant="rounded" height={240} />}
        {state.status === 'error' && (
          <LoadFailed onRetry={retry}>
            <Trans>This message could not be loaded.</Trans>
          </LoadFailed>
        )}
        {state.status === 'ready' && !state.item && (
          <Alert severity="warning">
            <Trans>This message does not exist.</Trans>
          </Alert>
        )}
        {state.status === 'ready' && state.item && <ItemDetails item={state.item} />}
      </DialogContent>
    </Dialog>
  );
}
