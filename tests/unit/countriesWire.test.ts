/** The genuine WooCommerce 9.9.5 store's data/countries answer (recorded from the realwoo recipe) parses. */
import fs from 'node:fs';
import path from 'node:path';
import { wooCountryList } from '../../server/src/woo/countriesWire';

const recorded: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/realwoo-countries/data-countries.json'), 'utf8'));

it("reads every country, numeric state codes (United States Minor Outlying Islands') as strings", () => {
  // Regression: a number there failed the whole list, so the genuine store's checkout listed no country.
  const countries = wooCountryList.parse(recorded);
  expect(countries).toHaveLength(249);
  const minor = countries.find((country) => country.code === 'UM');
  expect(minor?.states?.[0]).toEqual({ code: '81', name: 'Baker Island' });
  expect(countries.find((country) => country.code === 'US')?.states).toContainEqual({ code: 'CA', name: 'California' });
});
