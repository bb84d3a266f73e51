/**
 * The signed-in customer's favorite car ids, shared by every heart on the
 * page and the account page's Favorites tab: ONE Firestore listener, started
 * when the first component asks and a customer is signed in, stopped on
 * sign-out. Signed-out visitors load nothing; Firebase itself still arrives
 * only when auth starts (after the first paint).
 *
 * A toggle shows at once (optimistic) and is undone with an error when the
 * write fails; the listener's next answer confirms it.
 */
import { getAuthSnapshot, subscribeAuth } from '../auth-store';
import { addFavorite, removeFavorite, subscribeFavoriteIds } from '../api/favorites';

export type FavoritesStatus = 'signedOut' | 'loading' | 'ready' | 'error';

export interface FavoritesState {
  status: FavoritesStatus;
  /** Newest first, pending toggles applied. */
  ids: readonly string[];
  uid: string | null;
}

const SIGNED_OUT: FavoritesState = Object.freeze({ status: 'signedOut', ids: Object.freeze([]), uid: null });

let state: FavoritesState = SIGNED_OUT;
let stored: readonly string[] = [];
/** carId -> wanted (true = favorite) while its write is under way. */
const pending = new Map<string, boolean>();
let listeningUid: string | null = null;
let stopListening: (() => void) | null = null;
let stopAuth: (() => void) | null = null;
const listeners = new Set<() => void>();

function publish(next: Omit<FavoritesState, 'ids'> & { ids?: readonly string[] }): void {
  let ids = next.ids ?? stored;
  if (pending.size > 0) {
    ids = ids.filter((id) => pending.get(id) !== false);
    const added = [...pending].filter(([id, wanted]) => wanted && !ids.includes(id)).map(([id]) => id);
    ids = [...added, ...ids];
  }
  state = { ...next, ids };
  listeners.forEach((listener) => listener());
}

function follow(): void {
  const auth = getAuthSnapshot();
  const uid = auth.status === 'signedIn' ? (auth.user?.uid ?? null) : null;
  if (uid === listeningUid) return;
  stopListening?.();
  stopListening = null;
  listeningUid = uid;
  stored = [];
  pending.clear();
  if (!uid) {
    state = SIGNED_OUT;
    listeners.forEach((listener) => listener());
    return;
  }
  publish({ status: 'loading', uid, ids: [] });
  stopListening = subscribeFavoriteIds(
    uid,
    (ids) => {
      if (listeningUid !== uid) return;
      stored = ids;
      publish({ status: 'ready', uid });
    },
    (error) => {
      console.error('Could not load favorites', error);
      if (listeningUid === uid) publish({ status: 'error', uid });
    },
  );
}

export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopAuth) {
    stopAuth = subscribeAuth(follow);
    follow();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopAuth?.();
      stopAuth = null;
      stopListening?.();
      stopListening = null;
      listeningUid = null;
      stored = [];
      pending.clear();
      state = SIGNED_OUT;
    }
  };
}

/** Listens again after a failed read (the Favorites tab's Try again). */
export function retryFavorites(): void {
  if (state.status !== 'error') return;
  listeningUid = null;
  follow();
}

export function getFavoritesSnapshot(): FavoritesState {
  return state;
}

/** The server renders every heart unpressed; hydration starts from the same. */
export function getServerFavoritesSnapshot(): FavoritesState {
  return SIGNED_OUT;
}

/** Adds or removes `carId`; rejects (after undoing the change) when the write fails. */
export async function setFavorite(carId: string, favorite: boolean): Promise<void> {
  const uid = listeningUid;
  if (!uid) throw new Error('Not signed in');
  pending.set(carId, favorite);
  publish({ status: state.status, uid });
  try {
    await (favorite ? addFavorite(uid, carId) : removeFavorite(uid, carId));
    if (favorite) {
      if (!stored.includes(carId)) stored = [carId, ...stored];
    } else {
      stored = stored.filter((id) => id !== carId);
    }
  } finally {
    if (pending.get(carId) === favorite) pending.delete(carId);
    if (listeningUid === uid) publish({ status: state.status, uid });
  }
}
