/**
 * Every page's frame: skip link, navigation bar, the page, footer. Also keeps
 * the document in step with the route: scroll to top on a new path,
 * `<html lang>` and the active catalog on the path's language, and a
 * hairline progress bar while the next page's code loads.
 */
import Box from '@mui/material/Box';
import { Outlet, useNavigation } from '../../lib/router';
import { SkipLink } from '../../components/ui/skip-link';
import { TopProgress } from '../../components/ui/top-progress';
import { Deferred, staticPart } from '../../components/ui/deferred';
import { SiteHeader } from '../../features/navigation/components/site-header';
import { useSiteSettings } from '../../features/site/use-site-settings';
import { useLanguageSync } from '../../hooks/use-language-sync';
import { useLang } from '../../hooks/use-route-info';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

// Links and facts only: the server's HTML, kept (re-rendered when the contact facts change).
const SiteFooter = staticPart(() => import('../../features/navigation/components/site-footer'), (module) => module.SiteFooter);
// Never hydrated either: lib/consent.ts answers its buttons, and the template hides it once a choice is stored.
const ConsentBanner = staticPart(() => import('../../features/consent/consent-banner'), (module) => module.ConsentBanner);

export function AppShell() {
  const navigation = useNavigation();
  const lang = useLang();
  const settings = useSiteSettings();
  useLanguageSync(lang);
  useScrollToTop();
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <ConsentBanner />
      <TopProgress active={navigation.state === 'loading'} />
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <SiteHeader />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          {/* The page hydrates as a part of its own, after the header; parts loaded apart wait here on a
              first render, and a navigation keeps the page shown meanwhile. */}
          <Deferred>
            <Outlet />
          </Deferred>
        </Box>
        <SiteFooter settings={settings} />
      </Box>
    </>
  );
}
