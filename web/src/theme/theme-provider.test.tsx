/**
 * @jest-environment node
 */
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from './emotion-cache';
import { theme } from './theme';
import { AppThemeProvider, provide } from './theme-provider';

/** The theme's data with each function by name: two themes alike here read alike to every style. */
function shape(value: Theme): string {
  return JSON.stringify(value, (_key, field: unknown) => (typeof field === 'function' ? `fn ${field.name}` : field));
}

function themeUnder(provider: (children: ReactNode) => ReactNode): Theme {
  let seen: Theme | undefined;
  function Read() {
    seen = useTheme();
    return null;
  }
  renderToString(provider(<Read />));
  return seen!;
}

/** A page's markup and every rule its render made, under one provider. */
function page(provider: (children: ReactNode) => ReactNode): { html: string; rules: string } {
  const cache = createEmotionCache();
  const inserted: string[] = [];
  cache.insert = (selector, serialized) => {
    inserted.push(`${selector}{${serialized.styles}}`);
    return undefined;
  };
  const html = renderToString(
    <CacheProvider value={cache}>
      {provider(
        <Button variant="contained" sx={{ color: 'text.secondary', p: 2, mt: { md: 3 } }}>
          Book
        </Button>,
      )}
    </CacheProvider>,
  );
  return { html, rules: inserted.sort().join('\n') };
}

// What the site used before: MUI's own provider, which for a theme with CSS variables keeps the mode in React state.
const mui = (children: ReactNode) => (
  <MuiThemeProvider theme={theme} modeStorageKey="theme" defaultMode="dark" disableTransitionOnChange noSsr>
    <CssBaseline enableColorScheme />
    {children}
  </MuiThemeProvider>
);
const ours = (children: ReactNode) => <AppThemeProvider>{children}</AppThemeProvider>;

describe('the theme the site provides', () => {
  it("is the theme MUI's provider hands down, field for field", () => {
    const expected = themeUnder(mui);
    const actual = provide(theme);
    expect(shape(actual)).toEqual(shape(expected));
    expect(actual.spacing(2, 1)).toBe(expected.spacing(2, 1));
    expect(actual.unstable_sx({ bgcolor: 'background.paper', px: 3 })).toEqual(expected.unstable_sx({ bgcolor: 'background.paper', px: 3 }));
  });

  it("makes the markup, classes and rules MUI's provider makes, the theme's variables included", () => {
    const expected = page(mui);
    const actual = page(ours);
    expect(actual.html).toBe(expected.html);
    expect(actual.rules).toBe(expected.rules);
    expect(actual.rules).toContain('--mui-palette-primary-main');
  });
});
