/** First stop for keyboard users: jumps past the navigation to the page itself. */
import { styled } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

const Anchor = styled('a')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    position: 'fixed',
    top: 12,
    left: 12,
    zIndex: theme.zIndex.tooltip + 1,
    padding: '10px 18px',
    borderRadius: 2,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    fontWeight: 600,
    fontSize: '0.875rem',
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
    '&:focus, &:focus-visible': {
      transform: 'translateY(0)',
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 2,
    },
  };
});

export function SkipLink({ targetId }: { targetId: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Move focus without touching the URL (the router would treat the hash as a navigation).
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={onClick} data-testid="skip-link">
      <Trans>Skip to main content</Trans>
    </Anchor>
  );
}
