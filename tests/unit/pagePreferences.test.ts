/** The language and currency a server-rendered page is drawn in, and the state it carries for hydration. */
import { acceptedLanguages, destinationCookieValue, pageLanguage, parseDestination } from '../../common/preferences';
import { pageStateScript, readPageState, type PageState } from '../../client/src/ssr/pageState';

describe("a page's language", () => {
  it("is the shopper's choice (cookie) when there is one", () => {
    expect(pageLanguage('EN', 'fr-FR,fr;q=0.9')).toBe('EN');
    expect(pageLanguage('FR', 'en-US')).toBe('FR');
  });

  it("is, on a first visit, the first of the browser's languages the shop speaks", () => {
    expect(pageLanguage(undefined, 'en-GB,en;q=0.9,fr;q=0.8')).toBe('EN');
    expect(pageLanguage(undefined, 'de-DE,fr;q=0.7,en;q=0.5')).toBe('FR');
    expect(pageLanguage(undefined, 'de, en;q=0.4, fr;q=0.6')).toBe('FR');
    expect(pageLanguage(undefined, 'fr;q=0, en')).toBe('EN');
  });

  it('is French otherwise (no header, no language the shop speaks, a cookie it does not know)', () => {
    expect(pageLanguage(undefined, undefined)).toBe('FR');
    expect(pageLanguage(undefined, 'de-DE,it;q=0.8')).toBe('FR');
    expect(pageLanguage('DE', 'de-DE')).toBe('FR');
    expect(pageLanguage('en', undefined)).toBe('FR');
  });

  it('reads Accept-Language by weight, then order, ignoring what is malformed', () => {
    expect(acceptedLanguages('fr;q=0.5, en-US, de;q=0.8')).toEqual(['en-US', 'de', 'fr']);
    expect(acceptedLanguages('<script>, en;q=abc, fr')).toEqual(['fr']);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe("a page's hydration state", () => {
  const state: PageState = {
    language: 'EN',
    currency: 'USD',
    apollo: { ROOT_QUERY: { __typename: 'Query', note: '</script><script>alert(1)</script> \u2028' } },
  };

  it('is a JSON data block no store text can close', () => {
    const html = pageStateScript(state);
    expect(html.startsWith('<script type="application/json" id="page-state">')).toBe(true);
    expect(html.slice(0, -'</script>'.length)).not.toContain('</script');
    expect(html.match(/</g)).toHaveLength(2);
  });

  it('reads back what the server wrote', () => {
    const text = pageStateScript(state)
      .replace(/^<script[^>]*>/, '')
      .replace(/<\/script>$/, '');
    expect(readPageState({ getElementById: () => ({ textContent: text }) })).toEqual(state);
  });

  it('says when a part failed on the server, so the browser draws the page anew instead of hydrating it (issue 23)', () => {
    const text = (failed: PageState) =>
      pageStateScript(failed)
        .replace(/^<script[^>]*>/, '')
        .replace(/<\/script>$/, '');
    expect(readPageState({ getElementById: () => ({ textContent: text({ ...state, failed: true }) }) })?.failed).toBe(true);
    expect(readPageState({ getElementById: () => ({ textContent: text(state) }) })?.failed).toBeUndefined();
  });

  it('is null (the browser draws the page itself) when absent or unexpected', () => {
    for (const text of [
      null,
      '',
      '{',
      '{"language":"DE","currency":"EUR","apollo":{}}',
      '{"language":"FR","currency":"eur","apollo":{}}',
      '{"language":"FR","currency":"EUR"}',
    ]) {
      expect(readPageState({ getElementById: () => ({ textContent: text }) })).toBeNull();
    }
    expect(readPageState({ getElementById: () => null })).toBeNull();
  });
});

describe("the shopper's destination (cookie, saved state, page state)", () => {
  it('reads a cookie or a saved object, and refuses anything else', () => {
    expect(parseDestination('FR:97400')).toEqual({ country: 'FR', postcode: '97400' });
    expect(parseDestination('DE')).toEqual({ country: 'DE', postcode: null });
    expect(parseDestination({ country: 'BE', postcode: '1000' })).toEqual({ country: 'BE', postcode: '1000' });
    expect(parseDestination('none')).toBeNull();
    expect(parseDestination('France:75002')).toBeNull();
    expect(parseDestination('FR:<script>')).toEqual({ country: 'FR', postcode: null });
    expect(parseDestination(undefined)).toBeNull();
  });

  it('writes the cookie it reads back, and "none" once forgotten', () => {
    for (const destination of [
      { country: 'FR', postcode: '75002' },
      { country: 'DE', postcode: null },
    ]) {
      expect(parseDestination(destinationCookieValue(destination))).toEqual(destination);
    }
    expect(parseDestination(destinationCookieValue(null))).toBeNull();
  });

  it("is carried by a page's state when it was rendered with one", () => {
    const state: PageState = { language: 'FR', currency: 'EUR', destination: { country: 'DE', postcode: '10115' }, apollo: {} };
    const text = pageStateScript(state)
      .replace(/^<script[^>]*>/, '')
      .replace(/<\/script>$/, '');
    expect(readPageState({ getElementById: () => ({ textContent: text }) })).toEqual(state);
  });
});
