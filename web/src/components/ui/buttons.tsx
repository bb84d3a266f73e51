/**
 * The buttons of the parts of a public page that are interactive first (the
 * header's controls, the cards' toggles and photo arrows, the pages' calls to
 * action): a native `<button>` or link, drawn as the theme draws MUI's Button
 * and IconButton (`theme/customizations/inputs.ts`), without their code
 * (ButtonBase's focus tracking and ripples, the loading spinner), which would
 * otherwise come with every page's first load. Dialogs, forms and the back
 * office keep MUI's own.
 *
 * Variant, size and colour are data attributes, so every such button of a
 * page shares one class, serialized once. Their selectors are inside
 * `:where()`, adding no weight: an `sx` for a one-off still wins.
 */
import { styled } from '@mui/material/styles';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '../../lib/router';
import { theme, vars } from '../../theme/theme';

const palette = vars.palette;
const transition = (properties: string[]) =>
  theme.transitions.create(properties, { duration: theme.transitions.duration.shorter });

/** What every button starts from: a reset `<button>` or `<a>` (MUI's ButtonBase, as CSS). */
const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  '&:disabled, &[aria-disabled="true"]': { pointerEvents: 'none', cursor: 'default', color: palette.action.disabled },
} as const;

const buttonStyle = {
  ...base,
  ...theme.typography.button,
  minWidth: 64,
  minHeight: 40,
  padding: '6px 20px',
  borderRadius: 2,
  color: palette.primary.main,
  transition: transition(['background-color', 'border-color', 'color']),
  '&:where([data-color="inherit"])': { color: 'inherit' },
  '&:where([data-variant="text"]):hover': { backgroundColor: palette.action.hover },
  '&:where([data-variant="outlined"])': {
    paddingBlock: 5,
    border: `1px solid ${theme.alpha(palette.text.primary, 0.28)}`,
    color: palette.text.primary,
    '&:hover': { borderColor: palette.primary.main, color: palette.primary.main },
    '&:disabled': { borderColor: palette.action.disabledBackground, color: palette.action.disabled },
  },
  '&:where([data-variant="contained"])': {
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
    '&:hover': { backgroundColor: palette.primary.light },
    '&:disabled': { color: palette.action.disabled, backgroundColor: palette.action.disabledBackground },
    ...theme.applyStyles('light', { '&:hover': { backgroundColor: palette.primary.dark } }),
  },
  '&:where([data-size="small"])': {
    minHeight: 32,
    paddingBlock: 4,
    paddingInline: 14,
    fontSize: theme.typography.pxToRem(13),
    '&:where([data-variant="outlined"])': { paddingBlock: 3 },
  },
  '&:where([data-size="large"])': {
    minHeight: 48,
    paddingBlock: 8,
    paddingInline: 28,
    fontSize: '0.9375rem',
    '&:where([data-variant="outlined"])': { paddingBlock: 7 },
  },
  // An icon before or after the label: an SVG icon takes the button's icon size; anything else there
  // (a count) keeps its own.
  '& > [data-icon]': { display: 'inherit', '& > svg': { fontSize: 20 } },
  '& > [data-icon="start"]': { marginRight: 8, marginLeft: -4 },
  '& > [data-icon="end"]': { marginLeft: 8, marginRight: -4 },
  '&:where([data-size="small"]) > [data-icon] > svg': { fontSize: 18 },
  '&:where([data-size="small"]) > [data-icon="start"]': { marginLeft: -2 },
  '&:where([data-size="small"]) > [data-icon="end"]': { marginRight: -2 },
  '&:where([data-size="large"]) > [data-icon] > svg': { fontSize: 22 },
} as const;

const ButtonRoot = styled('button')(buttonStyle);
const LinkButtonRoot = styled(Link)(buttonStyle);
const AnchorButtonRoot = styled('a')(buttonStyle);

interface Look {
  /** `text` (the default), `outlined` or `contained`. */
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
  /** `primary` (gold, the default) or `inherit` (the surrounding text's colour; a text button only). */
  color?: 'primary' | 'inherit';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

function lookOf({ variant = 'text', size = 'medium', color = 'primary' }: Look) {
  return { 'data-variant': variant, 'data-size': size, 'data-color': color };
}

function Label({ startIcon, endIcon, children }: Pick<Look, 'startIcon' | 'endIcon'> & { children?: ReactNode }) {
  return (
    <>
      {startIcon ? <span data-icon="start">{startIcon}</span> : null}
      {children}
      {endIcon ? <span data-icon="end">{endIcon}</span> : null}
    </>
  );
}

type StyledProps = { sx?: Parameters<typeof ButtonRoot>[0]['sx'] };

export type ButtonProps = Look & StyledProps & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** A button (`type="button"` unless told otherwise). */
export function Button({ variant, size, color, startIcon, endIcon, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <ButtonRoot type={type} {...lookOf({ variant, size, color })} {...rest}>
      <Label startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Label>
    </ButtonRoot>
  );
}

/** A link within the app, drawn as a button. */
export function LinkButton({ variant, size, color, startIcon, endIcon, children, ...rest }: Look & StyledProps & LinkProps) {
  return (
    <LinkButtonRoot {...lookOf({ variant, size, color })} {...rest}>
      <Label startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Label>
    </LinkButtonRoot>
  );
}

/** A plain link (a full page load), drawn as a button. */
export function AnchorButton({ variant, size, color, startIcon, endIcon, children, ...rest }: Look & StyledProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <AnchorButtonRoot {...lookOf({ variant, size, color })} {...rest}>
      <Label startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Label>
    </AnchorButtonRoot>
  );
}

const IconButtonRoot = styled('button')({
  ...base,
  flex: '0 0 auto',
  textAlign: 'center',
  fontSize: theme.typography.pxToRem(24),
  padding: 8,
  borderRadius: '50%',
  color: palette.text.primary,
  transition: transition(['background-color', 'color']),
  '&:hover': { backgroundColor: palette.action.hover, color: palette.primary.main },
  '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  '&:where([data-size="small"])': { padding: 5, fontSize: theme.typography.pxToRem(18) },
  '&:where([data-size="large"])': { padding: 12, fontSize: theme.typography.pxToRem(28) },
});

export type IconButtonProps = StyledProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { size?: 'small' | 'medium' | 'large'; ref?: Ref<HTMLButtonElement> };

/** A round button holding an icon; give it an `aria-label`. */
export function IconButton({ size = 'medium', type = 'button', ...rest }: IconButtonProps) {
  return <IconButtonRoot type={type} data-size={size} {...rest} />;
}

const BareButtonRoot = styled('button')({ ...base, color: 'inherit', font: 'inherit', padding: 0 });

/** A button with no look of its own (a thumbnail, a photo): only the reset and the focus ring. */
export function BareButton({ type = 'button', ...rest }: StyledProps & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <BareButtonRoot type={type} {...rest} />;
}
