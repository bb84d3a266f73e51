import { resolvePath } from '@costa/domain';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from './not-found';

/** Paths outside the route table: unprefixed English paths redirect, server files load fully, the rest is 404. */
export function Fallback() {
  const { pathname, search } = useLocation();
  const resolution = resolvePath(pathname, search);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'server') {
    window.location.assign(pathname + search);
    return null;
  }
  return <NotFoundPage />;
}
