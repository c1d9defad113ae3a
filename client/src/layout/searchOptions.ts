/** What the header search offers (SearchSuggestions.tsx) and where the listing's search is. */
export type SuggestionOption =
  | { kind: 'product'; key: string; to: string; name: string; detail: string | null; image: string | null; price: string | null }
  | { kind: 'color'; key: string; to: string; label: string; count: number }
  | { kind: 'all'; key: string; to: string };

/** Where the listing's search shows every product matching the words (ListingPage reads `q`). */
export const searchPath = (words: string) => `/collections?${new URLSearchParams({ q: words.trim() }).toString()}`;
