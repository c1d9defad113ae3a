import { Box, Button, CloseButton, Dialog, Fieldset, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCamera, FiCameraOff, FiDownload, FiImage } from 'react-icons/fi';
import '@/tryOn/texts/index';
import { useValueLabel } from '@/catalog/useValueLabel';
import { swatchBackground } from '@/lib/swatches';
import { initialChoice, tryOnChoices, type TryOnChoice, type TryOnProduct } from './choices';
import { clampPupilDistance, DEFAULT_PUPIL_DISTANCE_MM, PUPIL_DISTANCE_RANGE_MM } from './placement';
import { TryOnStage, type StageReport, type StageStatus } from './tryOnStage';

interface Props {
  open: boolean;
  onClose: () => void;
  product: TryOnProduct;
  colour: string | undefined;
  onColourChange: (value: string) => void;
}

/**
 * The virtual try-on (issue 25): a modal dialog (focus kept inside, Escape closes) over the product page.
 * Its content is mounted while it is open only, so closing it ends the stage: the camera's tracks stop.
 */
export default function TryOnDialog({ open, onClose, product, colour, onColourChange }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="try-on-dialog">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Dialog.Title fontFamily="heading" fontWeight="normal" fontSize="2xl">
                {t('tryOn.title', { name: product.name })}
              </Dialog.Title>
              <Dialog.Description asChild>
                <Text fontSize="sm" color="gray.700" data-testid="try-on-privacy">
                  {t('tryOn.privacy')}
                </Text>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <TryOnPanel product={product} colour={colour} onColourChange={onColourChange} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('tryOn.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const round = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The stage's state on its element, for the end-to-end tests and for anyone inspecting the page: the
 * frame's centre, width and angle (degrees) and the eyes the model found, in the picture's pixels.
 */
function describeStage(element: HTMLElement, report: StageReport): void {
  const data = element.dataset;
  data.status = report.status;
  data.source = report.source;
  if (report.frameUrl) data.frameUrl = report.frameUrl;
  const values: Record<string, number | undefined> = {
    readings: report.readings,
    sourceWidth: report.sourceSize?.width,
    sourceHeight: report.sourceSize?.height,
    frameX: report.placement?.x,
    frameY: report.placement?.y,
    frameWidth: report.placement?.width,
    frameAngle: report.placement ? (report.placement.angle * 180) / Math.PI : undefined,
    eyeLeftX: report.eyes?.left.x,
    eyeLeftY: report.eyes?.left.y,
    eyeRightX: report.eyes?.right.x,
    eyeRightY: report.eyes?.right.y,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete data[key];
    else data[key] = round(value);
  }
}

function TryOnPanel({ product, colour, onColourChange }: Omit<Props, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const choices = useMemo(() => tryOnChoices(product), [product]);
  const valueLabel = useValueLabel();
  const canvas = useRef<HTMLCanvasElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stageBox = useRef<HTMLDivElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const stage = useRef<TryOnStage | null>(null);
  const [status, setStatus] = useState<StageStatus>('idle');
  const [source, setSource] = useState<StageReport['source']>('none');
  const [choice, setChoice] = useState(() => initialChoice(choices, colour));
  const [pupilDistance, setPupilDistance] = useState(DEFAULT_PUPIL_DISTANCE_MM);
  const [snapshotNote, setSnapshotNote] = useState<'saved' | 'refused' | null>(null);
  const pupilDistanceId = useId();

  useEffect(() => {
    const box = stageBox.current;
    if (!canvas.current || !video.current || !box) return;
    // How long the frame takes to show (the model's load and the first placement), from the opening.
    const openedAt = performance.now();
    let placedOnce = false;
    const current = new TryOnStage(
      canvas.current,
      video.current,
      (report) => {
        describeStage(box, report);
        if (report.status === 'placed' && !placedOnce) {
          placedOnce = true;
          box.dataset.firstPlacementMs = String(Math.round(performance.now() - openedAt));
        }
        setStatus(report.status);
        setSource(report.source);
      },
      DEFAULT_PUPIL_DISTANCE_MM,
    );
    stage.current = current;
    let cancelled = false;
    import('./faceModel')
      .then((module) => module.loadFaceModel())
      .then((model) => {
        if (cancelled) return;
        box.dataset.backend = model.backend;
        box.dataset.modelMs = String(Math.round(performance.now() - openedAt));
        current.setModel(model);
      })
      .catch(() => {
        if (!cancelled) current.modelFailed();
      });
    return () => {
      cancelled = true;
      current.close();
      stage.current = null;
    };
  }, []);

  useEffect(() => {
    if (choice) void stage.current?.setFrame({ url: choice.picture.image.url, frameWidthMm: choice.picture.frameWidthMm });
  }, [choice]);

  useEffect(() => {
    stage.current?.setPupilDistance(pupilDistance);
  }, [pupilDistance]);

  const choose = (next: TryOnChoice) => {
    setChoice(next);
    if (next.value !== null) onColourChange(next.value);
  };

  const saveSnapshot = async () => {
    const blob = await stage.current?.snapshot();
    if (!blob) {
      setSnapshotNote('refused');
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = t('tryOn.snapshotFile', { slug: product.slug });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setSnapshotNote('saved');
  };

  const chosenLabel = choice ? (choice.value === null ? choice.label : valueLabel({ value: choice.value, label: choice.label })) : '';

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        {source === 'camera' ? (
          <Button variant="outline" onClick={() => stage.current?.stopCamera()} data-testid="try-on-stop-camera">
            <FiCameraOff aria-hidden />
            {t('tryOn.stopCamera')}
          </Button>
        ) : (
          <Button onClick={() => void stage.current?.startCamera()} data-testid="try-on-camera">
            <FiCamera aria-hidden />
            {t('tryOn.useCamera')}
          </Button>
        )}
        <Button variant="outline" onClick={() => photoInput.current?.click()} data-testid="try-on-photo">
          <FiImage aria-hidden />
          {t('tryOn.choosePhoto')}
        </Button>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('tryOn.photoInput')}
          data-testid="try-on-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void stage.current?.usePhoto(file);
            // The same file chosen again is read again.
            event.target.value = '';
          }}
        />
      </HStack>

      <Box ref={stageBox} data-testid="try-on-stage" position="relative" bg="gray.100" rounded="md" overflow="hidden">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('tryOn.stage', { name: `${product.name} ${chosenLabel}`.trim() })}
          style={{ display: source === 'none' ? 'none' : 'block', width: '100%', height: 'auto', maxHeight: '55vh', objectFit: 'contain' }}
        />
        {source === 'none' && <Box aspectRatio={4 / 3} maxH="40vh" w="full" />}
        {/* The camera's frames are drawn on the canvas; the video element only receives them. */}
        <video
          ref={video}
          muted
          playsInline
          aria-hidden
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        />
      </Box>
      <Text role="status" aria-live="polite" fontSize="sm" data-testid="try-on-status">
        {t(`tryOn.status.${status}`)}
      </Text>

      {choices.length > 1 && (
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="semibold">
            {t('tryOn.colour')}
            <Text as="span" fontWeight="normal" color="gray.600">
              {' '}
              {chosenLabel}
            </Text>
          </Fieldset.Legend>
          <HStack gap="2" wrap="wrap" mt="2" role="group">
            {choices.map((option) => {
              const active = option === choice;
              const label = option.value === null ? option.label : valueLabel({ value: option.value, label: option.label });
              return (
                <Box
                  as="button"
                  key={option.value ?? ''}
                  aria-label={label}
                  aria-pressed={active}
                  title={label}
                  onClick={() => choose(option)}
                  boxSize="9"
                  rounded="full"
                  borderWidth="2px"
                  borderColor={active ? 'brand.ink' : 'gray.200'}
                  p="0.5"
                  data-testid={`try-on-colour-${option.value ?? 'product'}`}
                >
                  <Box boxSize="full" rounded="full" style={{ background: swatchBackground(option.value ?? '') }} />
                </Box>
              );
            })}
          </HStack>
        </Fieldset.Root>
      )}

      {/* A native range: keyboard and screen readers for free, and Chakra's slider stays in the listing's chunk. */}
      <Stack gap="1">
        <HStack justify="space-between">
          <Text asChild fontSize="sm" fontWeight="semibold">
            <label htmlFor={pupilDistanceId}>{t('tryOn.pupilDistance')}</label>
          </Text>
          <Text fontSize="sm" data-testid="try-on-pupil-distance-value">
            {t('tryOn.pupilDistanceValue', { value: pupilDistance })}
          </Text>
        </HStack>
        <input
          id={pupilDistanceId}
          type="range"
          min={PUPIL_DISTANCE_RANGE_MM.min}
          max={PUPIL_DISTANCE_RANGE_MM.max}
          step={1}
          value={pupilDistance}
          aria-valuetext={t('tryOn.pupilDistanceValue', { value: pupilDistance })}
          aria-describedby={`${pupilDistanceId}-hint`}
          onChange={(event) => setPupilDistance(clampPupilDistance(Number(event.target.value)))}
          style={{ width: '100%', accentColor: 'var(--chakra-colors-gray-900)' }}
          data-testid="try-on-pupil-distance"
        />
        <Text id={`${pupilDistanceId}-hint`} fontSize="xs" color="gray.600">
          {t('tryOn.pupilDistanceHint')}
        </Text>
      </Stack>

      <HStack gap="3" wrap="wrap">
        <Button variant="outline" disabled={source === 'none'} onClick={() => void saveSnapshot()} data-testid="try-on-snapshot">
          <FiDownload aria-hidden />
          {t('tryOn.snapshot')}
        </Button>
        {snapshotNote && (
          <Text fontSize="sm" role="status" color={snapshotNote === 'saved' ? 'gray.700' : 'orange.700'}>
            {t(snapshotNote === 'saved' ? 'tryOn.snapshotSaved' : 'tryOn.snapshotRefused')}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
