/**
 * Keeps store credentials out of log lines and error messages: a signed store URL carries the
 * consumer key and the OAuth signature (or, on some set-ups, the secret) in its query string.
 */

const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)\?[^\s#"'<>]*/gi;
const CREDENTIAL_PARAM = /\b(oauth_[a-z_]+|consumer_key|consumer_secret)=[^\s&"'<>]*/gi;

/** The text with every URL's query string dropped and any credential parameter left masked. */
export function redactUrls(text: string): string {
  return text.replace(URL_QUERY, '$1').replace(CREDENTIAL_PARAM, '$1=[redacted]');
}
