/**
 * The back office's settings: the boutique's contact facts and
 * opening hours, the rental discount tiers, the seasonal prices and the
 * extras offered on the order page, each its own section, live from
 * Firestore and live on the storefront once saved.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useExtras } from '../api/extras-data';
import { useSeasons } from '../api/seasons-data';
import { useDiscountTiers, useSiteSettings, type Loaded } from '../api/settings-data';
import { DiscountTiersForm } from './discount-tiers-form';
import { ExtrasSection } from './extras-section';
import { SeasonsSection } from './seasons-section';
import { SiteSettingsForm } from './site-settings-form';

function Section({ title, intro, children }: { title: ReactNode; intro: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

function Loading<T>({ state, failed, children }: { state: Loaded<T>; failed: ReactNode; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  const retry = useDataRetry();
  if (state.status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-label={t`Loading…`}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (state.status === 'error') return <LoadFailed onRetry={retry}>{failed}</LoadFailed>;
  return children(state.data);
}

export function SettingsScreen() {
  const site = useSiteSettings();
  const tiers = useDiscountTiers();
  const seasons = useSeasons();
  const extras = useExtras();
  const [tiersVersion, setTiersVersion] = useState(0);
  return (
    <Stack spacing={3}>
      <Section
        title={<Trans>Contact and opening hours</Trans>}
        intro={<Trans>Shown in the footer and on the contact page, and used for the staff's e-mails.</Trans>}
      >
        <Loading state={site} failed={<Trans>The settings could not be loaded.</Trans>}>
          {(settings) =>
            settings ? (
              <SiteSettingsForm settings={settings} />
            ) : (
              <Alert severity="warning">
                <Trans>The site settings are missing. Run the seed or create settings/site.</Trans>
              </Alert>
            )
          }
        </Loading>
      </Section>
      <Section
        title={<Trans>Rental discounts</Trans>}
        intro={<Trans>The discount a rental of that many days gets. Active tiers cannot overlap; the one that starts last also covers every longer rental.</Trans>}
      >
        <Loading state={tiers} failed={<Trans>The discount tiers could not be loaded.</Trans>}>
          {(list) => <DiscountTiersForm key={tiersVersion} tiers={list} onSaved={() => setTiersVersion((n) => n + 1)} />}
        </Loading>
      </Section>
      <Section
        title={<Trans>Seasonal prices</Trans>}
        intro={
          <Trans>
            A season sets the day price between two dates for the whole fleet, a category or one car. The most specific season wins; seasons of the same
            scope cannot overlap.
          </Trans>
        }
      >
        <Loading state={seasons} failed={<Trans>The seasons could not be loaded.</Trans>}>
          {(list) => <SeasonsSection seasons={list} />}
        </Loading>
      </Section>
      <Section
        title={<Trans>Extras</Trans>}
        intro={<Trans>Options customers can add on the order page: an additional driver, excess reduction, a child seat. Prices include VAT.</Trans>}
      >
        <Loading state={extras} failed={<Trans>The extras could not be loaded.</Trans>}>
          {(list) => <ExtrasSection extras={list} />}
        </Loading>
      </Section>
    </Stack>
  );
}
