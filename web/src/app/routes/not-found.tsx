import { NOT_FOUND_META } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { StatusPage } from '../../components/ui/status-page';
import { usePaths } from '../../config/paths';
import { usePageHead } from '../../features/seo/use-page-head';
import { LinkButton } from '../../components/ui/buttons';

/** Unknown paths show this page, and the miss is logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const paths = usePaths();
  usePageHead({ key: null, meta: NOT_FOUND_META, noindex: true });
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <StatusPage
      page="not-found"
      code="404"
      eyebrow={<Trans>Error 404</Trans>}
      title={<Trans>Oops! Page not found</Trans>}
      description={
        <Trans>The page you are looking for has moved or no longer exists. Our fleet, however, is right where you left it.</Trans>
      }
      actions={
        <>
          <LinkButton to={paths('home')} variant="contained" size="large" data-testid="not-found-home">
            <Trans>Return to Home</Trans>
          </LinkButton>
          <LinkButton to={paths('cars')} variant="outlined" size="large">
            <Trans>View the fleet</Trans>
          </LinkButton>
        </>
      }
    />
  );
}
