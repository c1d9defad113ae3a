import { Box, Button, Circle, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCheck } from 'react-icons/fi';

export type StepStatus = 'open' | 'done' | 'pending';

/**
 * One step of the checkout: its numbered heading; the form while open; a summary of what was
 * entered with an edit button once done; only its heading before it is reached. The heading takes
 * the focus when the step opens after another one, so keyboard and screen reader users follow.
 */
export function CheckoutStep({
  id,
  number,
  count,
  title,
  status,
  summary,
  onEdit,
  children,
}: {
  id: string;
  number: number;
  count: number;
  title: string;
  status: StepStatus;
  summary?: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'open' && previous.current !== 'open') headingRef.current?.focus();
    previous.current = status;
  }, [status]);
  const headingId = `${id}-title`;

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={status === 'open' ? 'gray.400' : 'gray.200'}
      bg="white"
      p={{ base: '4', md: '6' }}
      data-testid={`${id}-step`}
      data-status={status}
    >
      <Flex justify="space-between" align="center" gap="4">
        <Heading
          as="h2"
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          size="lg"
          fontWeight="medium"
          color={status === 'pending' ? 'gray.500' : 'gray.900'}
          display="flex"
          alignItems="center"
          gap="3"
          _focusVisible={{ outline: '2px solid', outlineColor: 'gray.900', outlineOffset: '4px' }}
        >
          <Circle
            size="7"
            fontSize="sm"
            bg={status === 'done' ? 'green.600' : status === 'open' ? 'gray.900' : 'gray.200'}
            color={status === 'pending' ? 'gray.600' : 'white'}
            aria-hidden
          >
            {status === 'done' ? <FiCheck /> : number}
          </Circle>
          <VisuallyHidden>{t('checkout.stepLabel', { step: number, count })} </VisuallyHidden>
          {title}
          {status === 'done' && <VisuallyHidden> ({t('checkout.completed')})</VisuallyHidden>}
        </Heading>
        {status === 'done' && onEdit && (
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('checkout.editStep', { step: title })}
            data-testid={`${id}-edit`}
          >
            {t('checkout.edit')}
          </Button>
        )}
      </Flex>
      {status === 'open' && <Stack mt="6">{children}</Stack>}
      {status === 'done' && summary && (
        <Box mt="4" pl={{ base: '0', md: '10' }} color="gray.700" fontSize="sm" data-testid={`${id}-summary`}>
          {summary}
        </Box>
      )}
    </Box>
  );
}
