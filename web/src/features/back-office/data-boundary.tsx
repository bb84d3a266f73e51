/**
 * The back office's failed reads. reactfire throws a subscription's error
 * while rendering (its `status: 'error'` never reaches a view), and keeps
 * every subscription, failed ones too, in one global map for the whole page,
 * so a failed read would answer its error to every later reader. This
 * boundary catches the error, says the data could not be loaded, and its
 * Try again drops the failed subscriptions and mounts the view afresh.
 */
import { Component, createContext, useContext, type ReactNode } from 'react';
import { LoadFailed } from '../../components/ui/load-failed';

/** reactfire 4's map of subscriptions by query (the test pins this behaviour of the installed version). */
type SubscriptionCache = Map<string, { ourError?: unknown }>;

export function forgetFailedSubscriptions(): void {
  const cache = (globalThis as { _reactFirePreloadedObservables?: SubscriptionCache })._reactFirePreloadedObservables;
  if (!cache) return;
  for (const [id, subscription] of cache) if (subscription.ourError !== undefined) cache.delete(id);
}

const RetryContext = createContext<() => void>(() => {});

/** The Try again of a view inside the boundary: reads every failed subscription afresh. */
export function useDataRetry(): () => void {
  return useContext(RetryContext);
}

interface Props {
  /** What could not be loaded, in the admin's language. */
  message: ReactNode;
  children: ReactNode;
}

export class DataBoundary extends Component<Props, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A back-office read failed', error);
  }

  private retry = () => {
    forgetFailedSubscriptions();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.error !== null) return <LoadFailed onRetry={this.retry}>{this.props.message}</LoadFailed>;
    // A new key mounts the view afresh, so each of its reads subscribes again.
    return (
      <RetryContext.Provider value={this.retry}>
        <div key={this.state.attempt} style={{ display: 'contents' }}>
          {this.props.children}
        </div>
      </RetryContext.Provider>
    );
  }
}
