/**
 * Responsive variants of the shipped car artwork (`/cars/<name>.jpg`, 1200 x
 * 800): the build writes each photo at these widths in these formats
 * (web/build/car-image-variants.ts), and pages offer them with `srcset`, so a
 * phone downloads a photo its size. Other photos (remote, uploaded) have no
 * variants and are used as they are. The `sizes` of each layout live here too:
 * the server's preload of a page's first photo must name the same file the
 * page's `<img>` will pick.
 */
export const CAR_IMAGE_WIDTHS = [480, 720, 960, 1200] as const;
export const CAR_IMAGE_FORMATS = ['webp'] as const;
export type CarImageFormat = (typeof CAR_IMAGE_FORMATS)[number];
export const CAR_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** Where the variants go, beside the artwork. */
export const CAR_VARIANTS_DIR = '/cars/v';

/** How wide each layout shows a photo (CSS `sizes`). */
export const CAR_IMAGE_SIZES = {
  /** A fleet card: the whole phone width, two columns on tablets, three beside the filters on desktops. */
  card: '(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw',
  /** The car page's main photo: one column on phones and tablets, the left column on desktops. */
  gallery: '(min-width: 1200px) 720px, (min-width: 1024px) 60vw, 100vw',
} as const;

const SHIPPED = /^\/cars\/([a-z0-9][a-z0-9-]*)\.jpg$/;

export function variantPath(name: string, width: number, format: CarImageFormat): string {
  return `${CAR_VARIANTS_DIR}/${name}-${width}.${format}`;
}

export interface ResponsiveImage {
  src: string;
  /** One per format, best first; empty when the photo has no variants. */
  sources: { type: `image/${CarImageFormat}`; srcSet: string }[];
}

export function responsiveCarImage(src: string): ResponsiveImage {
  const name = SHIPPED.exec(src)?.[1];
  if (!name) return { src, sources: [] };
  return {
    src,
    sources: CAR_IMAGE_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: CAR_IMAGE_WIDTHS.map((width) => `${variantPath(name, width, format)} ${width}w`).join(', '),
    })),
  };
}
