/**
 * The account page's body: signed-out visitors go to the auth
 * page, a spinner shows while auth starts, then tabs Details, Orders, Payment
 * and Favorites: vertical beside the panel from 768 px, a scrollable row
 * above it on phones. The open tab is in the address (`?tab=orders`), so it
 * survives a reload and can be linked to.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Navigate, useSearchParams } from '../../../lib/router';
import { usePaths } from '../../../config/paths';
import { useAuth } from '../../auth/use-auth';
import { DetailsTab } from './details-tab';
import { FavoritesTab } from './favorites-tab';
import { OrdersTab } from './orders-tab';
import { PaymentTab } from './payment-tab';

const TABS = ['details', 'orders', 'payment', 'favorites'] as const;
type AccountTab = (typeof TABS)[number];

function isAccountTab(value: string | null): value is AccountTab {
  return (TABS as readonly string[]).includes(value ?? '');
}

export function AccountScreen() {
  const { t } = useLingui();
  const paths = usePaths();
  const auth = useAuth({ immediate: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'details';
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const baseId = useId();

  if (auth.status === 'signedOut') return <Navigate to={paths('auth')} replace />;
  if (auth.status === 'loading' || !auth.user) {
    return (
      <Box role="status" aria-label={t`Loading your account…`} sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress />
      </Box>
    );
  }

  const user = auth.user;
  const labels: Record<AccountTab, string> = {
    details: t`Details`,
    orders: t`Orders`,
    payment: t`Payment`,
    favorites: t`Favorites`,
  };
  const select = (next: AccountTab) =>
    setParams(next === 'details' ? {} : { tab: next }, { replace: true });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: desktop ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      <Tabs
        value={tab}
        onChange={(_, next: AccountTab) => select(next)}
        orientation={desktop ? 'vertical' : 'horizontal'}
        variant={desktop ? 'standard' : 'scrollable'}
        allowScrollButtonsMobile
        aria-label={t`Account sections`}
        sx={{
          ...(desktop
            ? { borderRight: 1, borderColor: 'divider', '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left' } }
            : // Narrow tabs, so all four fit a phone in most languages (the row still scrolls when not).
              { borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 1.5 } }),
        }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={labels[name]}
            id={`${baseId}-${name}-tab`}
            aria-controls={`${baseId}-${name}-panel`}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, minWidth: 0 }}
      >
        {tab === 'details' && <DetailsTab key={user.uid} uid={user.uid} email={user.email} />}
        {tab === 'orders' && <OrdersTab uid={user.uid} />}
        {tab === 'payment' && <PaymentTab />}
        {tab === 'favorites' && <FavoritesTab />}
      </Paper>
    </Box>
  );
}
