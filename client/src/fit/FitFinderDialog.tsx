/**
 * The fit finder's dialog (its own chunk, loaded when the shopper opens it): the numbers of a pair that
 * fits, read as they are typed, and a short guide with a drawing of where to find them.
 */
import { Box, Button, CloseButton, Dialog, Field, Heading, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFrameSizeParam, parseFrameSize, type FrameSize } from '@common/fit';
import { frameSizeVar } from '@/apollo/frameSize';
import '@/fit/texts/index';
import { TempleDrawing } from './TempleDrawing';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The size was saved (remembered in this browser): a listing turns its filter on with it. */
  onSaved: (size: FrameSize) => void;
  /** The shopper asked to forget their size: a listing turns its filter off. */
  onForgotten: () => void;
}

export default function FitFinderDialog({ open, onClose, onSaved, onForgotten }: Props) {
  const { t, i18n } = useTranslation();
  const remembered = frameSizeVar();
  const [text, setText] = useState(remembered ? formatFrameSizeParam(remembered) : '');
  const [showProblem, setShowProblem] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const readId = `${id}-read`;
  const parsed = parseFrameSize(text);
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.ok) {
      setShowProblem(true);
      input.current?.focus();
      return;
    }
    frameSizeVar(parsed.size);
    onSaved(parsed.size);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => input.current}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="fit-finder">
            <Dialog.Header>
              <Dialog.Title>{t('fitGuide.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>{t('fitGuide.intro')}</Text>
                <form id={`${id}-form`} onSubmit={submit} noValidate>
                  <Field.Root invalid={showProblem && !parsed.ok}>
                    <Field.Label>{t('fitGuide.inputLabel')}</Field.Label>
                    <Input
                      ref={input}
                      value={text}
                      autoComplete="off"
                      spellCheck={false}
                      placeholder="52-18-140"
                      aria-describedby={`${hintId} ${readId}`}
                      data-testid="fit-input"
                      onChange={(event) => {
                        setText(event.target.value);
                        setShowProblem(false);
                      }}
                    />
                    <Field.HelperText id={hintId}>{t('fitGuide.inputHint')}</Field.HelperText>
                    {showProblem && !parsed.ok && (
                      <Field.ErrorText role="alert" data-testid="fit-problem">
                        {t(`fitGuide.problems.${parsed.problem}`)}
                      </Field.ErrorText>
                    )}
                  </Field.Root>
                  <Text id={readId} mt="2" fontSize="sm" color="gray.700" aria-live="polite" data-testid="fit-read">
                    {parsed.ok
                      ? parsed.size.templeLength === null
                        ? t('fitGuide.readAsNoTemple', { lens: number(parsed.size.lensWidth), bridge: number(parsed.size.bridgeWidth) })
                        : t('fitGuide.readAs', {
                            lens: number(parsed.size.lensWidth),
                            bridge: number(parsed.size.bridgeWidth),
                            temple: number(parsed.size.templeLength),
                          })
                      : ''}
                  </Text>
                </form>
                <Text fontSize="sm" color="gray.700">
                  {t('fitGuide.tolerancesNote')}
                </Text>
                <Box as="section" aria-labelledby={`${id}-guide`} borderTopWidth="1px" borderColor="gray.200" pt="4">
                  <Heading as="h3" id={`${id}-guide`} size="md" fontFamily="heading" fontWeight="normal" mb="3">
                    {t('fitGuide.guideTitle')}
                  </Heading>
                  <TempleDrawing />
                  <List.Root as="ol" mt="3" ps="5" gap="1" fontSize="sm">
                    {t('fitGuide.guideSteps', { returnObjects: true }).map((step) => (
                      <List.Item key={step}>{step}</List.Item>
                    ))}
                  </List.Root>
                  <Text mt="3" fontSize="sm" color="gray.700">
                    {t('fitGuide.ownFrame')}
                  </Text>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {remembered && (
                <Button
                  variant="plain"
                  textDecoration="underline"
                  me="auto"
                  onClick={() => {
                    frameSizeVar(null);
                    onForgotten();
                  }}
                >
                  {t('fitGuide.forget')}
                </Button>
              )}
              <Button type="submit" form={`${id}-form`} data-testid="fit-save">
                {t('fitGuide.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('fitGuide.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
