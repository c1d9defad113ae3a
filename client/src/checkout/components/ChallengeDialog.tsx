import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The test card's 3-D Secure challenge (Stripe shows its own for real cards): the shopper approves or
 * refuses the authentication. It closes only through its two buttons.
 */
export function ChallengeDialog({
  open,
  amountText,
  onAnswer,
}: {
  open: boolean;
  amountText: string | null;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      // Sized to its text and buttons, on a phone too (never a full-height panel).
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="challenge-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('checkout.challenge.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text>{t('checkout.challenge.text', { amount: amountText ?? '' })}</Text>
                  <Text mt="3" fontSize="sm" color="gray.600">
                    {t('checkout.challenge.testText')}
                  </Text>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onAnswer(false)} data-testid="challenge-refuse">
                {t('checkout.challenge.refuse')}
              </Button>
              <Button onClick={() => onAnswer(true)} data-testid="challenge-approve">
                {t('checkout.challenge.approve')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
