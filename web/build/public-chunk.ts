/**
 * What the home, fleet and car pages all load before they are interactive,
 * besides the first load: the page's frame, a car card's controls (heart,
 * compare toggle, photos), and the domain's modules behind a car and its
 * price. Left to the automatic splitting, they came as 27 small chunks, each
 * with its own imports and its own compression: as one chunk they are 5-6 KB
 * smaller to fetch, in one request. A back-office page that uses one of them
 * loads them all, which it can afford. A build test
 * (`tests/build/public-chunk.test.ts`) checks that each pattern still names a
 * module and that those pages load no other small chunk they all share.
 */
export const PUBLIC_SHARED: readonly RegExp[] = [
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Typography|Container)[\\/]/,
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/]utils[\\/]createSimplePaletteValueFilter\.mjs$/,
  /[\\/]node_modules[\\/]@mui[\\/]system[\\/](Container|useThemeProps|styled)[\\/]/,
  /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/](Check|ChevronLeft|ChevronRight|CompareArrows|Favorite|FavoriteBorder|PlaceOutlined)\.mjs$/,
  /[\\/]domain[\\/]src[\\/](car-content|car-data|compare|gallery|images|rental-terms|seasons|seo|slug)\.ts$/,
  /[\\/]src[\\/]components[\\/](car[\\/](car-labels|car-photo)|page[\\/](page|page-hero|styles|use-page-title)|ui[\\/](placeholder|use-toast))\.tsx?$/,
  /[\\/]src[\\/]features[\\/]auth[\\/](auth-store|api[\\/](watch-own-role|favorites)|favorites[\\/][^\\/]+)\.tsx?$/,
  /[\\/]src[\\/]features[\\/](compare[\\/](compare-store|use-compare|components[\\/]compare-toggle)|prices[\\/](use-seasons|api[\\/]subscribe-seasons)|seo[\\/]use-page-head)\.tsx?$/,
  /[\\/]src[\\/]hooks[\\/]use-store\.ts$/,
];

/** The group of the browser build's splitting that gathers them (after the first load's groups, which keep theirs). */
export const PUBLIC_CHUNK = {
  name: 'public',
  test: (id: string) => PUBLIC_SHARED.some((pattern) => pattern.test(id)),
  priority: 1,
};
