import { CAR_IMAGE_FORMATS, CAR_IMAGE_WIDTHS, responsiveCarImage, variantPath } from './images';

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
    ['an uploaded photo', '/uploads/roma.jpg'],
    ['a photo with a query', '/cars/roma.jpg?v=2'],
    ['a path leaving the folder', '/cars/../secret.jpg'],
    ['another format', '/cars/roma.png'],
    ['a data URL', 'data:image/jpeg;base64,AAAA'],
  ])('leaves %s as it is', (_label, src) => {
    expect(responsiveCarImage(src)).toEqual({ src, sources: [] });
  });
});
