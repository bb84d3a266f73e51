/**
 * `<img>` attributes for a car photo: the shipped artwork's responsive
 * variants (domain `responsiveCarImage`) with the layout's `sizes`, so a phone
 * downloads a photo its size; any other photo as it is. WebP goes straight
 * into `srcset` (every browser the site supports decodes it), the JPEG stays
 * as `src`.
 */
import { responsiveCarImage, type CAR_IMAGE_SIZES } from '@costa/domain';

export type CarPhotoSizes = (typeof CAR_IMAGE_SIZES)[keyof typeof CAR_IMAGE_SIZES] | string;

export function carPhotoProps(src: string, sizes: CarPhotoSizes): { src: string; srcSet?: string; sizes?: string } {
  const webp = responsiveCarImage(src).sources.find((source) => source.type === 'image/webp');
  return webp ? { src, srcSet: webp.srcSet, sizes } : { src };
}
