import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/ui/PageSpinner';
import { AfterHydration } from '@/ssr/AfterHydration';
import { useSiteAccess } from './useSiteAccess';

// The gate's screen (its form, the password field) is its own chunk: only a gated shop shows it. While it
// loads, a server-rendered gate page keeps the server's HTML (Suspense during hydration).
const GateScreen = lazy(() => import('./GateScreen').then((module) => ({ default: module.GateScreen })));

/**
 * The work-in-progress gate around the whole shop. The server decides (SITE_PASSWORD, signed HTTP-only
 * cookie) and refuses every other operation until then, so the children are not even mounted before
 * it says so: no query of theirs can fail on the gate.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useSiteAccess();
  if (data?.siteAccess.granted) return <>{children}</>;
  if (data)
    return (
      // Marked hydrated (and early taps replayed) once the screen itself has hydrated: inside its boundary.
      <Suspense fallback={null}>
        <GateScreen />
        <AfterHydration />
      </Suspense>
    );
  if (error)
    return (
      <Center minH="100vh" px="4">
        <Stack gap="4" textAlign="center" role="alert">
          <Text>{t('gate.unreachable')}</Text>
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {t('gate.retry')}
          </Button>
        </Stack>
      </Center>
    );
  return <PageSpinner />;
}
