/**
 * French product texts (the store's language) with their English translations for meta_data.
 * Sentences are chosen per model from small sets, by a seeded generator, so two frames of the
 * same shape do not read alike and every run writes the same words.
 */
import { COLOUR_FR, COLOUR_NAMES, type Colour, type Gender, type Kind, type Material, type Shape } from './eyewear';
import type { ModelSeed } from './models';
import type { Random } from './random';

interface Bilingual {
  fr: string;
  en: string;
}

const SHAPE_ADJECTIVE: Record<Shape, { singular: string; plural: string; en: string }> = {
  round: { singular: 'ronde', plural: 'rondes', en: 'round' },
  oval: { singular: 'ovale', plural: 'ovales', en: 'oval' },
  'cat-eye': { singular: 'papillon', plural: 'papillon', en: 'cat-eye' },
  rectangle: { singular: 'rectangulaire', plural: 'rectangulaires', en: 'rectangular' },
  square: { singular: 'carrée', plural: 'carrées', en: 'square' },
};

const MATERIAL_WORD: Record<Material, Bilingual> = {
  acetate: { fr: 'acétate', en: 'acetate' },
  'bio-acetate': { fr: 'bio-acétate', en: 'bio-acetate' },
  metal: { fr: 'métal', en: 'metal' },
  titanium: { fr: 'titane', en: 'titanium' },
};

const SHAPE_SENTENCES: Record<Shape, readonly Bilingual[]> = {
  round: [
    {
      fr: 'Ses cercles parfaits adoucissent les visages anguleux et apportent une touche intellectuelle.',
      en: 'Its perfect circles soften angular faces and add an intellectual touch.',
    },
    {
      fr: 'Le cercle, forme fondatrice de la lunetterie, revisité avec des proportions actuelles.',
      en: "The circle, the founding shape of eyewear, revisited with today's proportions.",
    },
  ],
  oval: [
    {
      fr: 'Ses courbes ovales, douces et équilibrées, conviennent à la plupart des visages.',
      en: 'Its soft, balanced oval curves suit most face shapes.',
    },
    {
      fr: "Un ovale discret qui accompagne le regard sans jamais l'alourdir.",
      en: 'A discreet oval that frames the eyes without ever weighing them down.',
    },
  ],
  'cat-eye': [
    {
      fr: 'Ses coins relevés en œil-de-chat étirent le regard avec une élégance rétro.',
      en: 'Its upswept cat-eye corners lift the gaze with retro elegance.',
    },
    {
      fr: 'Un papillon aux angles relevés, hommage au Paris des années cinquante.',
      en: 'An upswept cat-eye, a tribute to 1950s Paris.',
    },
  ],
  rectangle: [
    {
      fr: 'Ses lignes rectangulaires structurent le visage et soulignent le regard.',
      en: 'Its rectangular lines give structure to the face and underline the eyes.',
    },
    {
      fr: 'Un rectangle net, taillé pour les visages ronds ou ovales.',
      en: 'A crisp rectangle, cut for round and oval faces.',
    },
  ],
  square: [
    {
      fr: 'Sa forme carrée, franche et généreuse, affirme le caractère.',
      en: 'Its bold, generous square shape asserts character.',
    },
    {
      fr: 'Un carré aux angles adoucis, entre audace et classicisme.',
      en: 'A square with softened corners, between daring and classic.',
    },
  ],
};

const GENDER_SENTENCE: Record<Gender, Bilingual> = {
  men: { fr: "Sa ligne affirmée a été pensée pour l'homme.", en: 'Its assertive line was drawn for men.' },
  women: { fr: 'Sa ligne délicate a été pensée pour la femme.', en: 'Its delicate line was drawn for women.' },
  unisex: { fr: 'Sa ligne épurée se porte aussi bien par elle que par lui.', en: 'Its clean line suits her as well as him.' },
};

const GENDER_SHORT: Record<Gender, Bilingual> = {
  men: { fr: 'pour homme', en: 'for men' },
  women: { fr: 'pour femme', en: 'for women' },
  unisex: { fr: 'unisexe', en: 'unisex' },
};

const MATERIAL_SENTENCE: Record<Material, Bilingual> = {
  acetate: {
    fr: "Taillée dans un bloc d'acétate de cellulose italien, elle est polie à la main pendant trois jours.",
    en: 'Cut from a block of Italian cellulose acetate, it is hand-polished over three days.',
  },
  'bio-acetate': {
    fr: "Son bio-acétate d'origine végétale, sans plastifiant pétrosourcé, offre la profondeur de couleur d'un acétate classique.",
    en: 'Its plant-based bio-acetate, free of petroleum-based plasticisers, has the depth of colour of classic acetate.',
  },
  metal: {
    fr: 'Sa face fine en monel et ses plaquettes réglables assurent légèreté et confort toute la journée.',
    en: 'Its slim monel front and adjustable nose pads keep it light and comfortable all day.',
  },
  titanium: {
    fr: 'En titane bêta, elle ne pèse que quelques grammes, résiste à la corrosion et convient aux peaux sensibles.',
    en: 'Made of beta titanium, it weighs only a few grams, resists corrosion and suits sensitive skin.',
  },
};

const KIND_SENTENCE: Record<Kind, Bilingual> = {
  optique: {
    fr: 'Livrée avec des verres de démonstration, elle accueille toutes les corrections, y compris progressives.',
    en: 'Supplied with demo lenses, it takes any prescription, progressives included.',
  },
  solaire: {
    fr: 'Verres polarisés de catégorie 3 avec protection UV400 totale.',
    en: 'Category 3 polarised lenses with full UV400 protection.',
  },
};

export const SPEC_TEXTS: Record<Material, { material: Bilingual; origin: Bilingual }> = {
  acetate: {
    material: { fr: 'Acétate de cellulose italien', en: 'Italian cellulose acetate' },
    origin: { fr: 'Fabriqué à la main dans le Jura, France', en: 'Handmade in the Jura, France' },
  },
  'bio-acetate': {
    material: { fr: "Bio-acétate d'origine végétale", en: 'Plant-based bio-acetate' },
    origin: { fr: 'Fabriqué à la main dans le Jura, France', en: 'Handmade in the Jura, France' },
  },
  metal: {
    material: { fr: 'Monel et acier inoxydable', en: 'Monel and stainless steel' },
    origin: { fr: 'Fabriqué à Belluno, Italie', en: 'Made in Belluno, Italy' },
  },
  titanium: {
    material: { fr: 'Titane bêta', en: 'Beta titanium' },
    origin: { fr: 'Fabriqué à Sabae, Japon', en: 'Made in Sabae, Japan' },
  },
};

function listFr(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

function listEn(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const paragraph = (sentences: readonly string[]) => `<p>${sentences.join(' ')}</p>\n`;

export interface ProductTexts {
  description: Bilingual;
  shortDescription: Bilingual;
}

/** Descriptions as WordPress stores them after wpautop: `<p>…</p>` blocks, each ending in a newline. */
export function productTexts(model: ModelSeed, isNew: boolean, random: Random): ProductTexts {
  const shape = SHAPE_ADJECTIVE[model.shape];
  const material = MATERIAL_WORD[model.material];
  const frIntro =
    model.kind === 'optique'
      ? `${model.name} est une monture optique ${shape.singular} en ${material.fr}, dessinée dans notre atelier parisien.`
      : `${model.name} est une paire de lunettes de soleil ${shape.plural} en ${material.fr}, dessinée dans notre atelier parisien.`;
  const enIntro =
    model.kind === 'optique'
      ? `${model.name} is a ${shape.en} ${material.en} optical frame, designed in our Paris studio.`
      : `${model.name} is a pair of ${shape.en} ${material.en} sunglasses, designed in our Paris studio.`;
  const shapeSentence = random.pick(SHAPE_SENTENCES[model.shape]);
  const gender = GENDER_SENTENCE[model.gender];
  const materialSentence = MATERIAL_SENTENCE[model.material];
  const kind = KIND_SENTENCE[model.kind];

  const fr = [paragraph([frIntro, gender.fr, shapeSentence.fr]), paragraph([materialSentence.fr, kind.fr])];
  const en = [paragraph([enIntro, gender.en, shapeSentence.en]), paragraph([materialSentence.en, kind.en])];
  const colours: Colour[] = model.colours.map((variant) => variant.colour);
  if (colours.length > 1) {
    fr.push(paragraph([`Disponible en ${listFr(colours.map((colour) => COLOUR_FR[colour]))}.`]));
    en.push(paragraph([`Available in ${listEn(colours.map((colour) => COLOUR_NAMES[colour]))}.`]));
  }
  if (model.preOrder) {
    fr.push(paragraph(['Modèle en précommande : expédition sous 70 à 90 jours.']));
    en.push(paragraph(['Available for pre-order: ships within 70 to 90 days.']));
  } else if (isNew) {
    fr.push(paragraph(['Nouveauté de la collection.']));
    en.push(paragraph(['New in the collection.']));
  }

  const genderShort = GENDER_SHORT[model.gender];
  const shortFr =
    model.kind === 'optique'
      ? `Monture optique ${shape.singular} en ${material.fr}, ${genderShort.fr}.`
      : `Lunettes de soleil ${shape.plural} en ${material.fr}, ${genderShort.fr}.`;
  const capitalised = `${shape.en[0]?.toUpperCase() ?? ''}${shape.en.slice(1)}`;
  const shortEn =
    model.kind === 'optique'
      ? `${capitalised} ${material.en} optical frame, ${genderShort.en}.`
      : `${capitalised} ${material.en} sunglasses, ${genderShort.en}.`;

  return {
    description: { fr: fr.join(''), en: en.join('') },
    shortDescription: { fr: paragraph([shortFr]), en: paragraph([shortEn]) },
  };
}
