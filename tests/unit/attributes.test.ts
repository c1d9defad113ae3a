import { attributeKey, optionValue, slugify, stripAttributePrefix } from '../../server/src/domain/attributes';

describe('attribute normalisation', () => {
  it.each([
    ['pa_color', 'color'],
    ['attribute_pa_color', 'color'],
    ['pa_couleur', 'color'],
    ['Couleur', 'color'],
    ['Colour', 'color'],
    ['Sexe', 'gender'],
    ['pa_gender', 'gender'],
    ['Forme', 'shape'],
    ['attribute_pa_shape', 'shape'],
    ['Matière', 'material'],
    ['pa_size', 'size'],
    ['Lens Type', 'lens-type'],
  ])('%s -> %s', (name, key) => {
    expect(attributeKey(name)).toBe(key);
  });

  it('strips only the known prefixes', () => {
    expect(stripAttributePrefix('attribute_pa_forme')).toBe('forme');
    expect(stripAttributePrefix('papa')).toBe('papa');
  });

  it('slugifies option names', () => {
    expect(optionValue('Cat-Eye')).toBe('cat-eye');
    expect(optionValue('Écaille de tortue')).toBe('ecaille-de-tortue');
    expect(slugify('  Bio  Acetate! ')).toBe('bio-acetate');
  });
});
