import { ConfigError, loadConfig } from '../../server/src/config';
import type { ImageRef, VariationAttribute } from '../../server/src/domain/catalog';
import {
  DEFAULT_FRAME_WIDTH_MM,
  productTryOnPicture,
  splitTryOnImages,
  tryOnFrameWidthMm,
  tryOnImageOf,
  tryOnOptionOf,
  variationTryOnPicture,
} from '../../server/src/domain/tryOnImages';

const image = (id: string, alt: string): ImageRef => ({ id, url: `/wp-content/uploads/${id}.png`, alt });
const colour = (value: string, label: string): VariationAttribute => ({ key: 'color', name: 'Couleur', value, label });

describe('the try-on marker in an alt text', () => {
  it.each([
    ['try-on', 'try-on', ''],
    ['Try-On', 'try-on', ''],
    ['  TRY ON  ', 'try-on', ''],
    ['try_on: Noir', 'try-on', 'noir'],
    ['try-on: Écaille', 'try-on', 'ecaille'],
    ['try-on - Noir brillant', 'try-on', 'noir-brillant'],
    ['Essayage virtuel, Écaille', 'essayage virtuel', 'ecaille'],
    ['essayage-virtuel', 'Essayage virtuel', ''],
  ])('%j marked by %j names the option %j', (alt, marker, option) => {
    expect(tryOnOptionOf(alt, marker)).toBe(option);
  });

  it.each([
    ['Montmartre, vue de face', 'try-on'],
    ['try-ons', 'try-on'],
    ['tryonyx', 'try-on'],
    ['a try-on', 'try-on'],
    ['', 'try-on'],
    ['try-on', '—'],
  ])('%j is not marked by %j', (alt, marker) => {
    expect(tryOnOptionOf(alt, marker)).toBeNull();
  });
});

describe('splitting a product images', () => {
  it('keeps marked pictures out of the gallery, both in the store order', () => {
    const images = [image('front', 'Montmartre, vue de face'), image('t-black', 'try-on: Black'), image('side', ''), image('t', 'try-on')];
    const { gallery, tryOn } = splitTryOnImages(images, 'try-on');
    expect(gallery.map((entry) => entry.id)).toEqual(['front', 'side']);
    expect(tryOn).toEqual([
      { image: images[1], option: 'black' },
      { image: images[3], option: null },
    ]);
  });

  it('another marker leaves every image in the gallery', () => {
    const images = [image('a', 'try-on: Black'), image('b', 'try-on')];
    expect(splitTryOnImages(images, 'essayage')).toEqual({ gallery: images, tryOn: [] });
  });
});

describe('choosing the picture', () => {
  const own = { image: image('own', 'try-on'), option: null };
  const black = { image: image('black', 'try-on: Black'), option: 'black' };
  const tortoise = { image: image('tortoise', 'try-on: Écaille'), option: 'ecaille' };

  it("a product shows its own picture, else the first colour's, else none", () => {
    expect(productTryOnPicture([black, own])).toBe(own.image);
    expect(productTryOnPicture([black, tortoise])).toBe(black.image);
    expect(productTryOnPicture([])).toBeNull();
  });

  it("a variation shows its colour's picture (by value or by label), else the product's own, never another colour's", () => {
    expect(variationTryOnPicture([own, black, tortoise], [colour('black', 'Black')])).toBe(black.image);
    expect(variationTryOnPicture([black, tortoise], [colour('tortoise', 'Écaille')])).toBe(tortoise.image);
    expect(variationTryOnPicture([own, black], [colour('pink', 'Pink')])).toBe(own.image);
    expect(variationTryOnPicture([black, tortoise], [colour('pink', 'Pink')])).toBeNull();
  });

  it('gives the frame width with the picture, and nothing without a picture', () => {
    const size = { lensWidth: 54, bridgeWidth: 17 };
    expect(tryOnImageOf([black], size)).toEqual({ image: black.image, frameWidthMm: 137 });
    expect(tryOnImageOf([black, tortoise], size, [colour('tortoise', 'Écaille')])).toEqual({ image: tortoise.image, frameWidthMm: 137 });
    expect(tryOnImageOf([black], size, [colour('pink', 'Pink')])).toBeNull();
    expect(tryOnImageOf([], size)).toBeNull();
  });
});

describe('the frame width a try-on picture stands for', () => {
  it("is the fit finder's front width (twice the lens and the bridge) and 12 mm of rims and hinges", () => {
    expect(tryOnFrameWidthMm({ lensWidth: 47, bridgeWidth: 21 })).toBe(127);
    expect(tryOnFrameWidthMm({ lensWidth: 50.5, bridgeWidth: 19 })).toBe(132);
  });

  it('is a common frame width when the store gives no size', () => {
    expect(tryOnFrameWidthMm(null)).toBe(DEFAULT_FRAME_WIDTH_MM);
    const own = { image: image('own', 'try-on'), option: null };
    expect(tryOnImageOf([own], null)).toEqual({ image: own.image, frameWidthMm: 140 });
  });
});

describe('the TRY_ON_IMAGE_ALT setting', () => {
  const problems = (value: string) => {
    try {
      loadConfig({ TRY_ON_IMAGE_ALT: value });
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('defaults to "try-on" and takes the owner\'s own marker', () => {
    expect(loadConfig({}).tryOnImageAlt).toBe('try-on');
    expect(loadConfig({ TRY_ON_IMAGE_ALT: '' }).tryOnImageAlt).toBe('try-on');
    expect(loadConfig({ TRY_ON_IMAGE_ALT: 'Essayage virtuel' }).tryOnImageAlt).toBe('Essayage virtuel');
  });

  it('refuses a marker no alt text could carry', () => {
    expect(problems('---')).toEqual(['TRY_ON_IMAGE_ALT must hold a Latin letter or a digit, such as "try-on"']);
    expect(problems('x'.repeat(61))).toEqual(['TRY_ON_IMAGE_ALT must be at most 60 characters']);
  });
});
