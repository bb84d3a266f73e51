/**
 * Links inside static parts (`staticPart`, and an `onDemandPart` until the
 * visitor reaches it) are plain anchors the browser
 * never hydrated: one listener on the document sends their clicks to the
 * router, so they navigate within the app as any link does. Clicks a
 * component already handled, modified clicks, other windows, downloads,
 * other origins and jumps within the page are left to the browser.
 */
export function routeStaticLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!anchor?.closest('[data-static], [data-on-demand]')) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
