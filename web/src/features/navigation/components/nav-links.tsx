import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '../../../lib/router';
import { useNavItems } from '../hooks/use-nav-items';

const NavLink = styled(RouterLink)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    height: 40,
    paddingInline: 2,
    fontSize: '0.75rem',
    fontWeight: 500,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: palette.text.secondary,
    transition: theme.transitions.create('color', { duration: theme.transitions.duration.shorter }),
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 6,
      height: 1,
      backgroundColor: palette.primary.main,
      transform: 'scaleX(0)',
      transformOrigin: 'left',
      transition: theme.transitions.create('transform', { duration: theme.transitions.duration.short }),
    },
    '&:hover': { color: palette.text.primary, '&::after': { transform: 'scaleX(1)' } },
    '&[aria-current="page"]': { color: palette.primary.main, '&::after': { transform: 'scaleX(1)' } },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 4, borderRadius: 2 },
  };
});

/** The main pages, laid out in the bar from 768 px up. */
export function NavLinks() {
  const { t } = useLingui();
  const items = useNavItems();
  return (
    <Box component="nav" aria-label={t`Main`} sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', alignItems: 'center', gap: { md: 3, xl: 4.5 } }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} aria-current={item.current ? 'page' : undefined} data-nav={item.key}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
