import { Link } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCustomer } from '@/account/useAccount';

/**
 * Where each inline tag of the content texts leads. The texts (pages.*.json) say
 * `voir nos <terms>conditions générales</terms>`, so a translator moves a link with its words and no
 * URL is written twice.
 */
const ROUTE_TAGS: Record<string, string> = {
  contact: '/contact',
  delivery: '/livraison-retours',
  faq: '/faq',
  privacy: '/politique',
  terms: '/conditions',
  warranty: '/garantie',
};
const CNIL_URL = 'https://www.cnil.fr/';

/** The customer's account area; a guest is sent to sign in first (then on to the account). */
function AccountLink({ children }: { children: ReactNode }) {
  const { customer } = useCustomer();
  return (
    <Link asChild variant="underline" color="brand.ink">
      <RouterLink to={customer ? '/account' : '/login'}>{children}</RouterLink>
    </Link>
  );
}

// One level of `<tag>words</tag>`; nesting is not needed by the texts and not supported.
const TAG = /<(\w+)>([^<]*)<\/\1>/g;

function renderTag(tag: string, inner: string): ReactNode {
  const route = ROUTE_TAGS[tag];
  if (route)
    return (
      <Link asChild variant="underline" color="brand.ink">
        <RouterLink to={route}>{inner}</RouterLink>
      </Link>
    );
  switch (tag) {
    case 'account':
      return <AccountLink>{inner}</AccountLink>;
    case 'email':
    case 'privacyEmail':
      // The text shows the address itself, so the link names where it writes to.
      return (
        <Link href={`mailto:${inner}`} variant="underline" color="brand.ink">
          {inner}
        </Link>
      );
    case 'cnil':
      return (
        <Link href={CNIL_URL} variant="underline" color="brand.ink">
          {inner}
        </Link>
      );
    case 'strong':
      return <strong>{inner}</strong>;
    default:
      return inner;
  }
}

/** A content text with its inline links and emphasis, rendered as React nodes (never as HTML). */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{renderTag(tag, inner)}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
