/**
 * Responsive variants of the car photos, 1200 x 800: pages offer them with
 * `srcset`, so a phone downloads a photo its size.
 * - The shipped artwork (`/cars/<name>.jpg`): the build writes each photo at
 *   these widths in these formats (web/build/car-image-variants.ts).
 * - Photos staff upload in the fleet editor: the `addCarPhoto`
 *   callable makes the photo and the same variants (`/photos/<id>.jpg`,
 *   `/photos/v/<id>-<width>.webp`).
 * Other photos have no variants and are used as they are. The `sizes` of each layout live here too:
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

/**
 * Uploaded photos: the site serves them from its own origin (the `carPhoto`
 * function behind `/photos/**`), beside the shipped ones' layout:
 * `/photos/<id>.jpg` and `/photos/v/<id>-<width>.webp`. Their stored key is
 * the path without its first slash.
 */
export const UPLOADED_PHOTOS_DIR = '/photos';
export const uploadedPhotoPath = (photoId: string) => `${UPLOADED_PHOTOS_DIR}/${photoId}.jpg`;
export const uploadedVariantPath = (photoId: string, width: number, format: CarImageFormat) =>
  `${UPLOADED_PHOTOS_DIR}/v/${photoId}-${width}.${format}`;

const PHOTO_ID = '[A-Za-z0-9_-]{6,64}';
const UPLOADED = new RegExp(`^\\/photos\\/(${PHOTO_ID})\\.jpg$`);
const UPLOADED_VARIANT = new RegExp(`^\\/photos\\/v\\/(${PHOTO_ID})-(\\d+)\\.(\\w+)$`);

/** A photo the storefront can show: shipped with the site, or uploaded in the fleet editor. */
export function isCarPhotoUrl(url: string): boolean {
  return SHIPPED.test(url) || UPLOADED.test(url);
}

/** What a `/photos/**` request may ask for: an uploaded photo or one of its variants, and its type; null for anything else. */
export function uploadedPhotoRequest(path: string): { key: string; contentType: 'image/jpeg' | 'image/webp' } | null {
  if (UPLOADED.test(path)) return { key: path.slice(1), contentType: 'image/jpeg' };
  const variant = UPLOADED_VARIANT.exec(path);
  if (!variant) return null;
  const [, , width, format] = variant as unknown as [string, string, string, string];
  const known =
    (CAR_IMAGE_WIDTHS as readonly number[]).includes(Number(width)) && String(Number(width)) === width && (CAR_IMAGE_FORMATS as readonly string[]).includes(format);
  return known ? { key: path.slice(1), contentType: `image/${format as CarImageFormat}` } : null;
}

export interface ResponsiveImage {
  src: string;
  /** One per format, best first; empty when the photo has no variants. */
  sources: { type: `image/${CarImageFormat}`; srcSet: string }[];
}

export function responsiveCarImage(src: string): ResponsiveImage {
  const uploaded = UPLOADED.exec(src)?.[1];
  if (uploaded) {
    return {
      src,
      sources: CAR_IMAGE_FORMATS.map((format) => ({
        type: `image/${format}` as const,
        srcSet: CAR_IMAGE_WIDTHS.map((width) => `${uploadedVariantPath(uploaded, width, format)} ${width}w`).join(', '),
      })),
    };
  }
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
