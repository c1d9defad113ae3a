/** Links in mails: always on the shop's public address (PUBLIC_URL), never a request's Host. */

/** `publicUrl` + `path`, with `params` as the query string. */
export function shopLink(publicUrl: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
