/**
 * The virtual try-on with a camera: Chromium's fake camera fed with the sample face (a JPEG is a
 * one-frame Motion JPEG file, which the fake device loops), permission granted. The frame follows the face
 * in the video, and closing the try-on stops every track of the camera's stream.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { gql } from './helpers';
import { expectFrameBetweenTheEyes, FACE, MODEL_TIMEOUT, stageData } from './tryOnHelpers';

// The fake device reads Motion JPEG from a file named .mjpeg: the sample, copied under that name.
// launchOptions replace the configuration's: the same Chromium and flags (playwright.config.ts), and the fake camera.
const fakeCamera = path.join(os.tmpdir(), `try-on-face-${process.pid}.mjpeg`);
fs.copyFileSync(FACE, fakeCamera);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCamera}`,
    ],
  },
});

test('the camera: the frame follows the face in the video, and closing the try-on stops the camera', async ({ page }) => {
  test.setTimeout(240_000);
  // Every stream the page gets, to check its tracks after closing.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { tryOnStreams: MediaStream[] }).tryOnStreams = streams;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const { product } = await gql<{ product: { tryOnImage: { frameWidthMm: number } } }>(
    page.request,
    '{ product(slug: "montmartre") { tryOnImage { frameWidthMm } } }',
  );
  await page.goto('/products/montmartre');
  await page.getByTestId('try-on-button').click();
  const dialog = page.getByRole('dialog');
  const stage = dialog.getByTestId('try-on-stage');
  await dialog.getByRole('button', { name: 'Utiliser ma caméra' }).click();
  await expect(stage).toHaveAttribute('data-source', 'camera', { timeout: 30_000 });
  await expect(stage).toHaveAttribute('data-status', 'placed', { timeout: MODEL_TIMEOUT });
  const placed = await stageData(stage);
  // The camera's frames may be the sample scaled: the hand-located pupils scale with them.
  expectFrameBetweenTheEyes(placed, { x: placed.sourceWidth / 600, y: placed.sourceHeight / 600 }, product.tryOnImage.frameWidthMm);
  expect(await page.evaluate(() => (window as unknown as { tryOnStreams: MediaStream[] }).tryOnStreams.length)).toBe(1);
  const live = () =>
    page.evaluate(() =>
      (window as unknown as { tryOnStreams: MediaStream[] }).tryOnStreams
        .flatMap((stream) => stream.getTracks())
        .map((track) => track.readyState),
    );
  expect(await live()).toEqual(['live']);
  // It keeps reading the video: the frame follows the face as it moves.
  const readingsAt = Date.now();
  await expect.poll(async () => (await stageData(stage)).readings, { timeout: 60_000 }).toBeGreaterThan(placed.readings + 5);
  const followed = await stageData(stage);
  const pace = `backend ${followed.backend}; frame on the face ${placed.firstPlacementMs} ms after opening; ${followed.readings - placed.readings} readings of the video in ${Date.now() - readingsAt} ms`;
  test.info().annotations.push({ type: 'try-on camera', description: pace });
  console.log(`try-on camera: ${pace}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(live).toEqual(['ended']);
});
