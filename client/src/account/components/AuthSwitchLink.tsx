import { Button, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, type To } from 'react-router-dom';

/**
 * "Don't have an account? Create one here" under a sign-in form: a button that switches the modal's
 * view, or a link to the other page (keeping where the shopper goes afterwards).
 */
export function AuthSwitchLink({
  prompt,
  label,
  onSwitch,
  to,
  state,
}: {
  prompt: string;
  label: string;
  onSwitch?: () => void;
  to?: To;
  state?: unknown;
}) {
  return (
    <Text fontSize="sm" color="gray.700" textAlign="center">
      {prompt}{' '}
      {to ? (
        <Link asChild variant="underline" color="brand.ink" fontWeight="semibold">
          <RouterLink to={to} state={state}>
            {label}
          </RouterLink>
        </Link>
      ) : (
        <Button
          type="button"
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          minW="0"
          verticalAlign="baseline"
          textDecoration="underline"
          fontWeight="semibold"
          color="brand.ink"
          onClick={onSwitch}
        >
          {label}
        </Button>
      )}
    </Text>
  );
}
