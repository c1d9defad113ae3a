import type { QueryResolvers } from '../types';

const displayNames = { FR: new Intl.DisplayNames(['fr'], { type: 'currency' }), EN: new Intl.DisplayNames(['en'], { type: 'currency' }) };

function currencyName(code: string, language: 'FR' | 'EN'): string {
  const name = displayNames[language].of(code) ?? code;
  return language === 'FR' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

export const currencyQuery: Pick<QueryResolvers, 'currencies'> = {
  async currencies(_root, { language }, { currency }) {
    const { currencies } = await currency.snapshot();
    return currencies.map((entry) => ({
      code: entry.code,
      symbol: entry.symbol,
      name: currencyName(entry.code, language ?? 'FR'),
      rate: entry.rate,
      isBase: entry.isBase,
    }));
  },
};
