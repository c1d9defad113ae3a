import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One fact of the order: its label over its value (a term and its description). */
export function Detail({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="gray.600" mb="1">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word" data-testid={testId}>
        {children}
      </Text>
    </Box>
  );
}
