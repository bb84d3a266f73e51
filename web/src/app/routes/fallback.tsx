import { resolvePath } from '@costa/domain';
import { useEffect } from 'react';
import { Navigate, useLocation } from '../../lib/router';
import { PageLoader } from '../../components/ui/page-loader';
import { NotFoundPage } from './not-found';

/** Paths outside the route table: unprefixed English paths redirect, server files load fully, the rest is 404. */
export default function Fallback() {
  const { pathname, search } = useLocation();
  const resolution = resolvePath(pathname, search);
  const toServer = resolution.kind === 'server';
  useEffect(() => {
    if (toServer) window.location.assign(pathname + search);
  }, [toServer, pathname, search]);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (toServer) return <PageLoader />;
  return <NotFoundPage />;
}
