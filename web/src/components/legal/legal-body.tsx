/**
 * A legal text's body: its Markdown as headings, paragraphs, lists and links,
 * with the company facts filled in. Safe by construction: raw HTML in the text
 * is shown as text, never parsed, and links keep to http(s), mailto, tel and
 * the site's own paths (markdown-to-jsx drops `javascript:` and the like).
 * Links to the site's pages navigate within the app through the delegated
 * handler of static parts.
 */
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Markdown from 'markdown-to-jsx';
import type { AnchorHTMLAttributes } from 'react';

const Prose = styled('div')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    maxWidth: '72ch',
    color: palette.text.primary,
    fontSize: '1rem',
    lineHeight: 1.7,
    overflowWrap: 'anywhere',
    '& h2': { ...theme.typography.h5, fontWeight: 600, margin: '2.5rem 0 1rem', scrollMarginTop: 96 },
    '& h3': { ...theme.typography.h6, fontWeight: 600, margin: '2rem 0 0.75rem' },
    '& h2:first-child, & h3:first-child': { marginTop: 0 },
    '& p, & ul, & ol': { margin: '0 0 1rem' },
    '& ul, & ol': { paddingLeft: '1.5rem' },
    '& li + li': { marginTop: '0.375rem' },
    '& a': { color: palette.primary.main, textUnderlineOffset: '0.2em' },
    '& strong': { fontWeight: 600 },
    '& hr': { border: 0, borderTop: `1px solid ${palette.divider}`, margin: '2rem 0' },
  };
});

/** External links open apart; the site's own paths and mail or phone links stay as they are. */
function TextLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

const OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  // The page's title is its one h1: a text's own top headings become h2.
  overrides: { h1: { component: 'h2' }, a: { component: TextLink }, img: { component: () => null } },
} as const;

export function LegalBody({ markdown }: { markdown: string }) {
  return (
    <Box data-testid="legal-body">
      <Prose>
        <Markdown options={OPTIONS}>{markdown}</Markdown>
      </Prose>
    </Box>
  );
}
