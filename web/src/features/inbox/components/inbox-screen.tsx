/**
 * The back office's inbox: booking requests and contact messages,
 * live, the newest first, new ones by default. An item opens in a dialog
 * (`?item=<collection>/<id>`, so a link or a reload opens it again) where
 * staff answer by e-mail or mark it answered.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDERS_PAGE_SIZE, isInboxCollection, type InboxItem } from '@costa/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLang } from '../../../hooks/use-route-info';
import { useInbox, type InboxFilter } from '../api/inbox-data';
import { InboxDialog } from './inbox-dialog';
import { formatMoment } from '../../../lib/moments';

export const itemKey = (item: Pick<InboxItem, 'collection' | 'id'>) => `${item.collection}/${item.id}`;

function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const name = item.name;
  const received = formatMoment(item.createdAt, lang);
  const topic = item.collection === 'bookingRequests' ? (item.car ?? item.subject ?? '') : (item.subject ?? '');
  return (
    <Paper component="li" variant="outlined" data-testid="inbox-item" sx={{ listStyle: 'none', borderRadius: 2, '&:hover, &:focus-within': { borderColor: 'primary.main' } }}>
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        aria-label={t`Open the message from ${name}`}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          cursor: 'pointer',
          width: '100%',
          p: { xs: 2, md: 2.5 },
          display: 'grid',
          gap: 0.75,
          borderRadius: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: item.status === 'new' ? 700 : 500 }}>{item.name}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={item.collection === 'bookingRequests' ? 'primary' : 'default'}
            label={item.collection === 'bookingRequests' ? t`Booking request` : t`Message`}
          />
          <Chip size="small" color={item.status === 'new' ? 'warning' : 'success'} label={item.status === 'new' ? t`New` : t`Answered`} />
          <Typography variant="body2" color="textSecondary" sx={{ ml: 'auto' }}>
            {received}
          </Typography>
        </Box>
        {topic && <Typography noWrap>{topic}</Typography>}
        <Typography variant="body2" color="textSecondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {item.message}
        </Typography>
      </Box>
    </Paper>
  );
}

export function InboxScreen() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<InboxFilter>('new');
  const [pages, setPages] = useState(1);
  const count = pages * ADMIN_ORDERS_PAGE_SIZE;
  const inbox = useInbox(filter, count);
  const retry = useDataRetry();
  const opened = params.get('item');
  const [openCollection, openId] = opened?.split('/') ?? [];

  const open = (key: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key) next.set('item', key);
        else next.delete('item');
        return next;
      },
      { replace: !key },
    );

  const items = inbox.status === 'ready' ? inbox.items : [];
  const shown = items.length;
  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        value={filter}
        onChange={(_, value: InboxFilter | null) => {
          if (!value) return;
          setFilter(value);
          setPages(1);
        }}
        aria-label={t`Show`}
        size="small"
      >
        <ToggleButton value="new">{t`New`}</ToggleButton>
        <ToggleButton value="answered">{t`Answered`}</ToggleButton>
        <ToggleButton value="all">{t`All`}</ToggleButton>
      </ToggleButtonGroup>

      {inbox.status === 'loading' && (
        <Stack spacing={1.5} role="status" aria-label={t`Loading the inbox…`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={96} />
          ))}
        </Stack>
      )}
      {inbox.status === 'error' && (
        <LoadFailed onRetry={retry}>
          <Trans>The inbox could not be loaded.</Trans>
        </LoadFailed>
      )}
      {inbox.status === 'ready' && (
        <>
          <Typography role="status" color="textSecondary">
            {shown === 0 ? <Trans>Nothing here.</Trans> : <Plural value={shown} one="# request or message" other="# requests and messages" />}
          </Typography>
          {shown > 0 && (
            <Box component="ul" aria-label={t`Inbox`} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {items.map((item) => (
                <InboxRow key={itemKey(item)} item={item} onOpen={() => open(itemKey(item))} />
              ))}
            </Box>
          )}
          {shown >= count && (
            <Box>
              <Button variant="outlined" onClick={() => setPages((n) => n + 1)}>
                <Trans>Show more</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
      {openCollection && openId && isInboxCollection(openCollection) && (
        <InboxDialog collection={openCollection} id={openId} onClose={() => open(null)} />
      )}
    </Stack>
  );
}
