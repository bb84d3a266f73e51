/**
 * The car's description and feature list in the page's language, falling
 * back to English where a translation is missing. Text shown in
 * English on another language's page is marked `lang="en"` so screen
 * readers pronounce it right.
 */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { carDescription, carFeatures, type Car, type Lang } from '@costa/domain';
import { useId } from 'react';
import { useLang } from '../../../../hooks/use-route-info';

type DescribedCar = Pick<Car, 'description' | 'descriptionTranslations' | 'featuresTranslations'>;

/** The language a text is really in: English when the page's language fell back to it. */
function shownLang(text: unknown, english: unknown, lang: Lang): Lang {
  return lang !== 'en' && JSON.stringify(text) === JSON.stringify(english) ? 'en' : lang;
}

export function CarDescription({ car }: { car: DescribedCar }) {
  const { t } = useLingui();
  const lang = useLang();
  const headingId = useId();
  const featuresId = useId();
  const description = carDescription(car, lang);
  const features = carFeatures(car, lang);
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length && !features.length) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ containerType: 'inline-size' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem', lineHeight: 1.25, mb: 2 }}>
        {t`About this car`}
      </Typography>
      {paragraphs.length > 0 && (
        <Box lang={shownLang(description, carDescription(car, 'en'), lang)} data-testid="car-description">
          {paragraphs.map((paragraph, i) => (
            <Typography key={i} component="p" sx={{ color: 'text.secondary', lineHeight: 1.75, mb: 2, maxWidth: '70ch' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
      {features.length > 0 && (
        <Box component="section" aria-labelledby={featuresId} sx={{ mt: 3 }}>
          <Typography id={featuresId} variant="h3" sx={{ fontSize: '1.2rem', lineHeight: 1.3, mb: 1.5 }}>
            {t`Features`}
          </Typography>
          <Box
            component="ul"
            lang={shownLang(features, carFeatures(car, 'en'), lang)}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: '1fr',
              '@container (min-width: 520px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
              columnGap: 3,
              rowGap: 1.25,
            }}
          >
            {features.map((feature, i) => (
              <Box component="li" key={`${i}-${feature}`} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckIcon aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: '3px', flex: '0 0 auto' }} />
                <Typography component="span" sx={{ lineHeight: 1.6 }}>
                  {feature}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
