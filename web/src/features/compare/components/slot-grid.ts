/** The layout shared by the compare page's board and its slots. */

/**
 * Each slot spans the board's five rows (photo, name, price, details,
 * actions) through a subgrid, so the same row lines up across the three
 * cars however long a name is. Phones stack the cards and need no alignment.
 */
export const slotGrid = {
  display: 'grid',
  gridTemplateRows: { xs: 'auto auto auto 1fr auto', md: 'subgrid' },
  gridRow: { md: 'span 5' },
  rowGap: 0,
} as const;

/** The board: three slots side by side from the md breakpoint, stacked on phones. */
export const boardGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 3,
  // Side by side the slots form one band of five subgrid rows, which must not be spaced apart.
  rowGap: { xs: 3, md: 0 },
  alignItems: 'stretch',
} as const;
