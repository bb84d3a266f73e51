import { CAR_IMAGE_FORMATS, CAR_IMAGE_WIDTHS, isCarPhotoUrl, responsiveCarImage, uploadedPhotoPath, uploadedPhotoRequest, uploadedVariantPath, variantPath } from './images';

describe('responsive car images', () => {
  it('offers shipped artwork in every width, per format, keeping the photo as the fallback', () => {
    const image = responsiveCarImage('/cars/ferrari-roma-spider-1.jpg');
    expect(image.src).toBe('/cars/ferrari-roma-spider-1.jpg');
    expect(image.sources).toHaveLength(CAR_IMAGE_FORMATS.length);
    const [first] = image.sources;
    expect(first!.type).toBe(`image/${CAR_IMAGE_FORMATS[0]}`);
    expect(first!.srcSet.split(', ')).toEqual(
      CAR_IMAGE_WIDTHS.map((width) => `${variantPath('ferrari-roma-spider-1', width, CAR_IMAGE_FORMATS[0])} ${width}w`),
    );
    expect(first!.srcSet).toContain('/cars/v/ferrari-roma-spider-1-480.webp 480w');
  });

  it.each([
    ['a remote photo', 'https://example.com/cars/roma.jpg'],
    ['a photo of another folder', '/uploads/roma.jpg'],
    ['a photo with a query', '/cars/roma.jpg?v=2'],
    ['a path leaving the folder', '/cars/../secret.jpg'],
    ['another format', '/cars/roma.png'],
    ['a data URL', 'data:image/jpeg;base64,AAAA'],
  ])('leaves %s as it is', (_label, src) => {
    expect(responsiveCarImage(src)).toEqual({ src, sources: [] });
  });
});

describe('uploaded car photos', () => {
  it('are served from the site, with a WebP variant per width beside them', () => {
    expect(uploadedPhotoPath('Ph0to_id-123')).toBe('/photos/Ph0to_id-123.jpg');
    expect(isCarPhotoUrl('/photos/Ph0to_id-123.jpg')).toBe(true);
    const [webp] = responsiveCarImage('/photos/Ph0to_id-123.jpg').sources;
    expect(webp!.srcSet.split(', ')).toEqual(CAR_IMAGE_WIDTHS.map((width) => `/photos/v/Ph0to_id-123-${width}.webp ${width}w`));
  });

  it('a /photos request names a stored photo or variant, and nothing else', () => {
    expect(uploadedPhotoRequest('/photos/Ph0to_id-123.jpg')).toEqual({ key: 'photos/Ph0to_id-123.jpg', contentType: 'image/jpeg' });
    expect(uploadedPhotoRequest(uploadedVariantPath('abcdef', 480, 'webp'))).toEqual({ key: 'photos/v/abcdef-480.webp', contentType: 'image/webp' });
    for (const path of ['/photos/../secret.jpg', '/photos/v/abcdef-481.webp', '/photos/v/abcdef-0480.webp', '/photos/v/abcdef-480.svg', '/photos/abc.jpg', '/photos/abcdef.png']) {
      expect(uploadedPhotoRequest(path)).toBeNull();
    }
  });

  it.each([
    ['a remote photo', 'https://example.com/cars/roma.jpg'],
    ['another folder', '/uploads/abcdef.jpg'],
    ['a variant instead of the photo', '/photos/v/abcdef-480.webp'],
    ['a script address', 'javascript:alert(1)//photos/abcdef.jpg'],
  ])('refuses %s as a car photo', (_label, src) => {
    expect(isCarPhotoUrl(src)).toBe(false);
  });
});
