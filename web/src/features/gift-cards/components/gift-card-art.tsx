/**
 * Two gift cards, drawn with CSS in the theme's gold: the digital one in front,
 * the physical one behind. Decorative: the page's text says everything.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { SITE_NAME } from '@costa/domain';
import { primaryTint } from '../../../components/page/styles';

const HAIRLINE = 'linear-gradient(currentColor, currentColor)';

interface GiftCardArtProps {
  /** Already formatted, e.g. "€100 – €5,000+". */
  amountRange: string;
}

export function GiftCardArt({ amountRange }: GiftCardArtProps) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'relative', width: '100%', maxWidth: { xs: 320, sm: 400 }, mx: 'auto', py: { xs: 3, md: 4 } }}
    >
      {/* The physical card, behind. */}
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          m: 'auto',
          width: '86%',
          aspectRatio: '1.586',
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: primaryTint(theme, 0.5),
          transform: 'translate(10%, -14%) rotate(8deg)',
          boxShadow: 6,
          backgroundImage: `repeating-linear-gradient(135deg, ${primaryTint(theme, 0.06)} 0 2px, transparent 2px 12px)`,
        })}
      />
      {/* The digital card, in front. */}
      <Box
        sx={(theme) => {
          const primary = (theme.vars ?? theme).palette.primary;
          return {
            position: 'relative',
            width: '86%',
            aspectRatio: '1.586',
            borderRadius: 3,
            p: { xs: 2.25, sm: 3 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            color: primary.contrastText,
            transform: { xs: 'translate(-1%, 8%) rotate(-4deg)', sm: 'translate(-6%, 8%) rotate(-4deg)' },
            boxShadow: 12,
            backgroundImage: [
              `radial-gradient(circle at 20% 0%, ${theme.alpha(theme.palette.common.white, 0.35)}, transparent 55%)`,
              `linear-gradient(135deg, ${primary.light}, ${primary.main} 45%, ${primary.dark})`,
            ].join(', '),
          };
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Typography
            sx={{
              fontFamily: (theme) => theme.typography.h1.fontFamily,
              fontSize: { xs: '1.05rem', sm: '1.3rem' },
              letterSpacing: '0.04em',
            }}
          >
            {SITE_NAME}
          </Typography>
          <Box
            sx={{
              width: { xs: 34, sm: 42 },
              aspectRatio: '1.25',
              borderRadius: 1,
              border: 1,
              borderColor: 'currentColor',
              opacity: 0.55,
              // A chip: two hairlines crossing in the middle.
              backgroundImage: `${HAIRLINE}, ${HAIRLINE}`,
              backgroundSize: '100% 1px, 1px 100%',
              backgroundPosition: 'center',
              backgroundRepeat: 'no-repeat',
            }}
          />
        </Box>
        <Box>
          <Typography
            sx={{
              textTransform: 'uppercase',
              letterSpacing: '0.24em',
              fontSize: { xs: '0.68rem', sm: '0.75rem' },
              opacity: 0.8,
            }}
          >
            <Trans>Gift card</Trans>
          </Typography>
          <Typography
            sx={{
              fontFamily: (theme) => theme.typography.h1.fontFamily,
              fontSize: { xs: '1.2rem', sm: '1.5rem' },
              mt: 0.5,
            }}
          >
            {amountRange}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
