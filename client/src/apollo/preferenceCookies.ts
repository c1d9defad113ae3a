/**
 * The cookies that tell the server the shopper's language and display currency, so that it renders
 * pages as the shopper will see them (server/src/ssr/). Not HTTP-only: the client writes them when the
 * shopper changes either; they hold nothing secret.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writePreferenceCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
