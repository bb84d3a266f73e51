/**
 * The router's last resort: a page that throws while rendering, or whose code
 * cannot be loaded, shows the error page (route-error-page.tsx) instead of
 * the whole shell. That page's code loads only when it is needed; should it
 * not arrive either (the network gone), a bare page says the same and offers
 * the reload, with nothing but the active catalog.
 */
import { Trans } from '@lingui/react/macro';
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';

/** The theme's variables are in the page already (the server's styles, or the app's first ones). */
const BARE_BUTTON = {
  font: 'inherit',
  fontWeight: 600,
  padding: '0.75rem 1.5rem',
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  color: 'var(--mui-palette-primary-contrastText)',
  background: 'var(--mui-palette-primary-main)',
} as const;

function BareRouteError() {
  return (
    <main id="main-content" data-page="route-error" style={{ padding: '4rem 1.5rem', textAlign: 'center' }}>
      <h1>
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      <button type="button" onClick={() => window.location.reload()} data-testid="route-error-reload" style={BARE_BUTTON}>
        <Trans>Reload the page</Trans>
      </button>
    </main>
  );
}

const RouteErrorPage = lazy(() => import('./route-error-page').catch(() => ({ default: BareRouteError })));

export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Router failure', error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <RouteErrorPage error={error} />
    </Suspense>
  );
}

interface BoundaryProps {
  /** The path shown: a navigation elsewhere tries rendering again. */
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: string;
}

/** Shows `RouteError` in place of a page (and its frame) that threw while rendering. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: null, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
