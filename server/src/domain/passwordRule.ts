/**
 * The one rule for a new password, wherever one is chosen (registration, the checkout's account, a change,
 * a reset): what WordPress keeps (the password trimmed) must be 8 to 200 characters and hard to guess, as
 * zxcvbn-ts judges it with its common, English and French dictionaries and the account's own words (email,
 * username, names, the shop's name). Pure and deterministic; the dictionaries load on the first check and
 * stay on the server (never in the client's bundle). Refusals carry zxcvbn's advice as stable codes the
 * client shows in the shopper's language.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import { SHOP_NAME } from '#common/brand';

export const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 200,
  /** zxcvbn's score (0 to 4) a new password needs: 3, "safely unguessable" (about 10^10 guesses). */
  minScore: 3,
} as const;

/** What makes a password easy to guess (zxcvbn's warnings, as codes). */
export const PASSWORD_WARNINGS = {
  straightRow: 'STRAIGHT_ROW',
  keyPattern: 'KEY_PATTERN',
  simpleRepeat: 'SIMPLE_REPEAT',
  extendedRepeat: 'EXTENDED_REPEAT',
  sequences: 'SEQUENCES',
  recentYears: 'RECENT_YEARS',
  dates: 'DATES',
  topTen: 'TOP_TEN',
  topHundred: 'TOP_HUNDRED',
  common: 'COMMON',
  similarToCommon: 'SIMILAR_TO_COMMON',
  wordByItself: 'WORD_BY_ITSELF',
  namesByThemselves: 'NAMES_BY_THEMSELVES',
  commonNames: 'COMMON_NAMES',
  userInputs: 'USER_INPUTS',
} as const;
export type PasswordWarning = (typeof PASSWORD_WARNINGS)[keyof typeof PASSWORD_WARNINGS];

/** What would make it stronger (zxcvbn's suggestions, as codes). */
export const PASSWORD_SUGGESTIONS = {
  l33t: 'L33T',
  reverseWords: 'REVERSE_WORDS',
  allUppercase: 'ALL_UPPERCASE',
  capitalization: 'CAPITALIZATION',
  dates: 'DATES',
  recentYears: 'RECENT_YEARS',
  associatedYears: 'ASSOCIATED_YEARS',
  sequences: 'SEQUENCES',
  repeated: 'REPEATED',
  longerKeyboardPattern: 'LONGER_KEYBOARD_PATTERN',
  anotherWord: 'ANOTHER_WORD',
  useWords: 'USE_WORDS',
  noNeed: 'NO_NEED',
} as const;
export type PasswordSuggestion = (typeof PASSWORD_SUGGESTIONS)[keyof typeof PASSWORD_SUGGESTIONS];

export interface PasswordAdvice {
  /** The main reason it is guessable, when zxcvbn names one. */
  warning: PasswordWarning | null;
  /** What would help, best first (at least one). */
  suggestions: PasswordSuggestion[];
}

export type PasswordVerdict =
  | { ok: true }
  | { ok: false; code: 'REQUIRED' | 'PASSWORD_TOO_SHORT' | 'TOO_LONG'; advice: null }
  | { ok: false; code: 'PASSWORD_TOO_WEAK'; advice: PasswordAdvice };

let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

/** The account's own words, and their parts (an email's local part and domain, a name's words). */
function personalWords(words: readonly (string | null | undefined)[]): string[] {
  const all = [SHOP_NAME, ...words].flatMap((word) => {
    const clean = (word ?? '').trim().toLowerCase();
    return clean === '' ? [] : [clean, ...clean.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(all.filter((word) => word.length >= 3))];
}

function adviceOf(result: ZxcvbnResult): PasswordAdvice {
  const warning = result.feedback.warning as keyof typeof PASSWORD_WARNINGS | null;
  const suggestions = result.feedback.suggestions
    .map((key) => PASSWORD_SUGGESTIONS[key as keyof typeof PASSWORD_SUGGESTIONS])
    .filter((code): code is PasswordSuggestion => code !== undefined);
  return {
    warning: (warning && PASSWORD_WARNINGS[warning]) ?? null,
    suggestions: suggestions.length > 0 ? suggestions : ['USE_WORDS'],
  };
}

/**
 * The rule for a new password. `personal`: the account's email, username and names, which make a
 * password easier to guess for whoever knows them.
 */
export function checkNewPassword(password: string, personal: readonly (string | null | undefined)[] = []): PasswordVerdict {
  const kept = password.trim();
  if (kept === '' && password === '') return { ok: false, code: 'REQUIRED', advice: null };
  if (kept.length < PASSWORD_RULE.minLength) return { ok: false, code: 'PASSWORD_TOO_SHORT', advice: null };
  if (kept.length > PASSWORD_RULE.maxLength) return { ok: false, code: 'TOO_LONG', advice: null };
  const result = estimator().check(kept, personalWords(personal));
  if (result.score >= PASSWORD_RULE.minScore) return { ok: true };
  return { ok: false, code: 'PASSWORD_TOO_WEAK', advice: adviceOf(result) };
}
