/** Running text of the About page's story sections. */
export const bodyText = {
  color: 'text.secondary',
  lineHeight: 1.8,
  fontSize: { xs: '1rem', md: '1.075rem' },
  mb: 2.5,
} as const;
