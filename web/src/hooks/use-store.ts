/**
 * A value kept outside React (the sign-in, favourites, the compare list),
 * read in a way hydration can live with. While a server-rendered page
 * hydrates, a component first renders the server's value and the browser's
 * own follows as a transition (`useSyncExternalStore` would apply it as an
 * urgent update, making React hydrate every part still waiting at once).
 * Once the page is the app's, changes apply at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '../lib/hydration';

export function useStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [value, setValue] = useState(() => (isHydrating() ? getServerSnapshot() : getSnapshot()));
  useEffect(() => {
    const sync = () => {
      const next = getSnapshot();
      if (isHydrating()) startTransition(() => setValue(next));
      else setValue(next);
    };
    sync();
    return subscribe(sync);
  }, [subscribe, getSnapshot]);
  return value;
}
