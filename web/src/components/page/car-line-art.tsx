/** A supercar in profile, drawn in one gold line: decorative artwork for heroes. */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export function CarLineArt({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        { color: 'primary.main', '& svg': { display: 'block', width: '100%', height: 'auto' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <svg
        viewBox="0 0 640 200"
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {/* Body: nose on the left, the roof sweeping down to a short tail. */}
        <path
          strokeWidth="2"
          d="M40 150 C34 140 36 128 52 124 L150 112 C190 104 222 94 250 82 C286 66 330 58 372 60 C420 62 462 76 500 98 L560 108 C584 112 596 124 598 150 L550 150 A46 46 0 0 0 458 150 L198 150 A46 46 0 0 0 106 150 Z"
        />
        {/* Glasshouse. */}
        <path
          strokeWidth="1.5"
          d="M262 90 C292 74 330 68 368 69 C404 70 436 80 462 96 L300 98 C286 98 272 96 262 90 Z"
        />
        {/* Side intake and shoulder line. */}
        <path strokeWidth="1.5" d="M330 130 C380 114 430 112 468 120" />
        <path strokeWidth="1" strokeOpacity="0.6" d="M120 126 C220 118 360 112 520 116" />
        {/* Wheels. */}
        <circle cx="152" cy="152" r="36" strokeWidth="2" />
        <circle cx="152" cy="152" r="20" strokeWidth="1" strokeOpacity="0.7" />
        <circle cx="504" cy="152" r="36" strokeWidth="2" />
        <circle cx="504" cy="152" r="20" strokeWidth="1" strokeOpacity="0.7" />
        {/* The road. */}
        <path strokeWidth="1" strokeOpacity="0.5" d="M8 190 H632" />
      </svg>
    </Box>
  );
}
