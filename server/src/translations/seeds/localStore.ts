/**
 * Translations of the embedded local store's words (server/localstore/db/seed/), by their fixed ids:
 * added at start over the embedded store, never over the owner's own (npm run translations -- set).
 */
import type { SeedWord } from './types';

const zone = (id: number, store: string, EN: string, FR?: string): SeedWord => ({ kind: 'zone', id: String(id), store, EN, FR });
const method = (id: number, store: string, EN: string): SeedWord => ({ kind: 'shipping_method', id: String(id), store, EN });
const attribute = (taxonomy: string, store: string, EN: string): SeedWord => ({ kind: 'attribute', id: taxonomy, store, EN });
const term = (taxonomy: string, slug: string, store: string, EN: string, FR: string): SeedWord => ({
  kind: 'term',
  id: `${taxonomy}:${slug}`,
  store,
  EN,
  FR,
});
const category = (id: number, store: string, EN: string, FR?: string): SeedWord => ({ kind: 'category', id: String(id), store, EN, FR });

export const LOCAL_STORE_WORDS: readonly SeedWord[] = [
  zone(0, 'Locations not covered by your other zones', 'Rest of the world', 'Reste du monde'),
  zone(1, 'Corse', 'Corsica'),
  zone(2, 'France', 'France'),
  zone(3, 'Union européenne', 'European Union'),
  zone(4, 'Amérique du Nord', 'North America'),
  method(1, 'Livraison Corse (4-6 jours ouvrés)', 'Delivery to Corsica (4-6 business days)'),
  method(2, 'Livraison standard (3-5 jours ouvrés)', 'Standard delivery (3-5 business days)'),
  method(3, 'Livraison offerte', 'Free delivery'),
  method(4, 'Livraison express (1-2 jours ouvrés)', 'Express delivery (1-2 business days)'),
  method(5, 'Retrait en boutique (Paris)', 'Pick up in store (Paris)'),
  method(6, 'Livraison internationale (5-10 jours ouvrés)', 'International delivery (5-10 business days)'),
  method(7, 'Livraison Amérique du Nord', 'Delivery to North America'),
  method(8, 'Livraison internationale', 'International delivery'),
  method(9, 'Livraison économique', 'Economy delivery'),
  { kind: 'gateway', id: 'stripe', store: 'Carte bancaire', EN: 'Credit card' },
  attribute('pa_color', 'Couleur', 'Colour'),
  attribute('pa_shape', 'Forme', 'Shape'),
  attribute('pa_gender', 'Genre', 'Gender'),
  attribute('pa_material', 'Matière', 'Material'),
  term('pa_color', 'black', 'Black', 'Black', 'Noir'),
  term('pa_color', 'gold', 'Gold', 'Gold', 'Doré'),
  term('pa_color', 'brown', 'Brown', 'Brown', 'Marron'),
  term('pa_color', 'tortoise', 'Tortoise', 'Tortoise', 'Écaille'),
  term('pa_color', 'clear', 'Clear', 'Clear', 'Transparent'),
  term('pa_color', 'blue', 'Blue', 'Blue', 'Bleu'),
  term('pa_color', 'kaki', 'Kaki', 'Khaki', 'Kaki'),
  // The store's "Noir" is its second word for black: one colour for shoppers in either language.
  term('pa_color', 'noir', 'Noir', 'Black', 'Noir'),
  term('pa_color', 'pink', 'Pink', 'Pink', 'Rose'),
  term('pa_color', 'ocean', 'Ocean', 'Ocean', 'Océan'),
  term('pa_shape', 'oval', 'Oval', 'Oval', 'Ovale'),
  term('pa_shape', 'cat-eye', 'Cat-Eye', 'Cat-eye', 'Papillon'),
  term('pa_shape', 'round', 'Round', 'Round', 'Ronde'),
  term('pa_shape', 'rectangle', 'Rectangle', 'Rectangle', 'Rectangulaire'),
  term('pa_shape', 'square', 'Square', 'Square', 'Carrée'),
  term('pa_gender', 'men', 'Men', 'Men', 'Homme'),
  term('pa_gender', 'women', 'Women', 'Women', 'Femme'),
  term('pa_gender', 'unisex', 'Unisex', 'Unisex', 'Unisexe'),
  term('pa_material', 'acetate', 'Acetate', 'Acetate', 'Acétate'),
  term('pa_material', 'metal', 'Metal', 'Metal', 'Métal'),
  term('pa_material', 'titanium', 'Titanium', 'Titanium', 'Titane'),
  term('pa_material', 'bio-acetate', 'Bio-Acetate', 'Bio-acetate', 'Bio-acétate'),
  category(15, 'Uncategorized', 'Uncategorized', 'Non classé'),
  category(82, 'Solaire', 'Sunglasses'),
  category(83, 'Optiques', 'Optical'),
  category(101, 'Homme', 'Men'),
  category(102, 'Femme', 'Women'),
  category(105, 'Nouveautés', 'New arrivals'),
  category(106, 'Pre Order', 'Pre-order', 'Précommande'),
];
