import { NOT_FOUND_META } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePaths } from '../../config/paths';
import { usePageHead } from '../../features/seo/use-page-head';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const paths = usePaths();
  usePageHead({ key: null, meta: NOT_FOUND_META, noindex: true });
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <section>
      <h1>
        <Trans>Oops! Page not found</Trans>
      </h1>
      <Link to={paths('home')}>
        <Trans>Return to Home</Trans>
      </Link>
    </section>
  );
}
