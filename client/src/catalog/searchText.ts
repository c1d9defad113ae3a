/**
 * What a search text may be, for the header's field (which loads before its suggestions: issue 22,
 * first-load JS) and the listing's search alike.
 */

/** Shortest search the server accepts (OPERATION_LIMITS.minSearchLength), trimmed. */
export const MIN_SEARCH_LENGTH = 2;

/** The server's longest suggestion query (searchSuggestions' `query`). */
export const MAX_SUGGESTION_LENGTH = 100;

/** Whether a text is long enough to search (trimmed, as the server counts). */
export const isSearchable = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH;
