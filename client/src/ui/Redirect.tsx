import { useContext } from 'react';
import { Navigate } from 'react-router-dom';
import { RenderedRedirectContext } from '@/ssr/renderedRedirect';

/**
 * Replaces the current page with `to` (a path of this site). Rendered on the server, it asks for a 303
 * to `to` (entry-server.tsx, server/src/seo/appShell.ts): the browser goes there without drawing this
 * page. Only for what the server knows as the browser does (the session, the address), never for what
 * this browser alone keeps (the cart): that stays a `<Navigate>`.
 */
export function Redirect({ to }: { to: string }) {
  const rendered = useContext(RenderedRedirectContext);
  if (rendered) {
    rendered.to ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
