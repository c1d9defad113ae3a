/**
 * Translations of the words of the genuine store recipe's catalog (the realwoo recipe beside the project),
 * kept here as data: that store's ids are its own, so they are found by the store's words
 * (`npm run translations -- seed realwoo`).
 */
import type { SeedWord } from './types';

const word = (kind: SeedWord['kind'], store: string, EN: string, FR?: string): SeedWord => ({ kind, store, EN, FR });

export const REAL_WOO_WORDS: readonly SeedWord[] = [
  word('zone', 'Locations not covered by your other zones', 'Rest of the world', 'Reste du monde'),
  word('zone', 'France', 'France'),
  word('zone', 'Union européenne', 'European Union'),
  word('shipping_method', 'Colissimo', 'Colissimo'),
  word('shipping_method', 'Livraison offerte', 'Free delivery'),
  word('shipping_method', 'Livraison UE', 'EU delivery'),
  word('shipping_method', 'International', 'International'),
  word('gateway', 'Carte bancaire', 'Credit card'),
  // The WooCommerce Stripe Gateway's own title, as the recipe's store keeps it.
  word('gateway', 'Credit / Debit Card', 'Credit / debit card', 'Carte bancaire'),
  word('attribute', 'Couleur', 'Colour'),
  word('attribute', 'Forme', 'Shape'),
  word('attribute', 'Sexe', 'Gender'),
  word('term', 'Black', 'Black', 'Noir'),
  word('term', 'Noir', 'Black', 'Noir'),
  word('term', 'Gold', 'Gold', 'Doré'),
  word('term', 'Brown', 'Brown', 'Marron'),
  word('term', 'Tortoise', 'Tortoise', 'Écaille'),
  word('term', 'Clear', 'Clear', 'Transparent'),
  word('term', 'Blue', 'Blue', 'Bleu'),
  word('term', 'Oval', 'Oval', 'Ovale'),
  word('term', 'Cat-Eye', 'Cat-eye', 'Papillon'),
  word('term', 'Round', 'Round', 'Ronde'),
  word('term', 'Rectangle', 'Rectangle', 'Rectangulaire'),
  word('term', 'Square', 'Square', 'Carrée'),
  word('term', 'Men', 'Men', 'Homme'),
  word('term', 'Women', 'Women', 'Femme'),
  word('term', 'Unisex', 'Unisex', 'Unisexe'),
  word('category', 'Homme', 'Men'),
  word('category', 'Femme', 'Women'),
  word('category', 'Optiques', 'Optical'),
  word('category', 'Solaire', 'Sunglasses'),
  word('category', 'Nouveautés', 'New arrivals'),
  word('category', 'Pre Order', 'Pre-order', 'Précommande'),
  word('category', 'Uncategorized', 'Uncategorized', 'Non classé'),
];
