/** Desktop (768 px and up): the filter panel in a sidebar that stays in view while the list scrolls. */
import Box from '@mui/material/Box';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export function FilterSidebar(props: Omit<FilterPanelProps, 'showTitle'>) {
  return (
    <Box
      component="aside"
      data-filter-sidebar
      sx={{
        position: 'sticky',
        // Clears the sticky navigation bar.
        top: 96,
        alignSelf: 'start',
        maxHeight: 'calc(100vh - 112px)',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <FilterPanel {...props} />
    </Box>
  );
}
