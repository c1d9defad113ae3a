/**
 * What the try-on's end-to-end tests share: the sample face, its hand-located pupils, the stage's data
 * attributes and the check that a frame sits between the eyes.
 */
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

export const FACE = path.resolve(__dirname, '../fixtures/tryOn/face.jpg');

/**
 * The sample face's pupils, located by hand on the 600 × 600 picture (tests/fixtures/tryOn/README.md):
 * 100 px apart, the line between them turned 11 degrees (her head leans to her left).
 */
export const PUPILS = { left: { x: 228, y: 232 }, right: { x: 326, y: 251 } } as const;
const PUPILS_PX = Math.hypot(PUPILS.right.x - PUPILS.left.x, PUPILS.right.y - PUPILS.left.y);
const PUPILS_ANGLE = (Math.atan2(PUPILS.right.y - PUPILS.left.y, PUPILS.right.x - PUPILS.left.x) * 180) / Math.PI;

/** Loading the model and its first reading in headless Chromium on a shared 2-core machine. */
export const MODEL_TIMEOUT = 120_000;

export interface StageData {
  status: string;
  source: string;
  frameUrl?: string;
  sourceWidth: number;
  sourceHeight: number;
  frameX: number;
  frameY: number;
  frameWidth: number;
  frameAngle: number;
  eyeLeftX: number;
  eyeLeftY: number;
  eyeRightX: number;
  eyeRightY: number;
  modelMs?: number;
  firstPlacementMs?: number;
  backend?: string;
  /** How many times the model has read the picture (the camera's frames keep coming). */
  readings: number;
}

/** The stage's data attributes (the placement and the eyes the model found, in the picture's pixels). */
export async function stageData(stage: Locator): Promise<StageData> {
  return stage.evaluate((element) => {
    const data = (element as HTMLElement).dataset;
    const number = (key: string) => (data[key] === undefined ? Number.NaN : Number(data[key]));
    return {
      status: data.status ?? '',
      source: data.source ?? '',
      frameUrl: data.frameUrl,
      sourceWidth: number('sourceWidth'),
      sourceHeight: number('sourceHeight'),
      frameX: number('frameX'),
      frameY: number('frameY'),
      frameWidth: number('frameWidth'),
      frameAngle: number('frameAngle'),
      eyeLeftX: number('eyeLeftX'),
      eyeLeftY: number('eyeLeftY'),
      eyeRightX: number('eyeRightX'),
      eyeRightY: number('eyeRightY'),
      modelMs: data.modelMs === undefined ? undefined : Number(data.modelMs),
      firstPlacementMs: data.firstPlacementMs === undefined ? undefined : Number(data.firstPlacementMs),
      backend: data.backend,
      readings: number('readings'),
    };
  });
}

/**
 * The frame sits between the eyes: its centre within 15 % of the pupils' distance from the point between
 * the hand-located pupils (the tiny landmarks model reads eye outlines, not pupils), turned with them
 * within 5 degrees, as wide as the frame at the pupils' scale within 20 %; the eyes the model found are
 * the sample's, and the frame is exactly between those.
 */
export function expectFrameBetweenTheEyes(data: StageData, scale: { x: number; y: number }, frameWidthMm: number, pupilDistanceMm = 63) {
  const left = { x: PUPILS.left.x * scale.x, y: PUPILS.left.y * scale.y };
  const right = { x: PUPILS.right.x * scale.x, y: PUPILS.right.y * scale.y };
  const pupilsPx = PUPILS_PX * scale.x;
  const tolerance = 0.15 * pupilsPx;
  expect(Math.hypot(data.eyeLeftX - left.x, data.eyeLeftY - left.y)).toBeLessThan(tolerance);
  expect(Math.hypot(data.eyeRightX - right.x, data.eyeRightY - right.y)).toBeLessThan(tolerance);
  expect(Math.hypot(data.frameX - (left.x + right.x) / 2, data.frameY - (left.y + right.y) / 2)).toBeLessThan(tolerance);
  expect(Math.abs(data.frameAngle - PUPILS_ANGLE)).toBeLessThan(5);
  expect(data.frameWidth / ((frameWidthMm * pupilsPx) / pupilDistanceMm)).toBeGreaterThan(0.8);
  expect(data.frameWidth / ((frameWidthMm * pupilsPx) / pupilDistanceMm)).toBeLessThan(1.2);
  // Between the eyes the model found: their midpoint, 2 mm lower (perpendicular to their line).
  const found = Math.hypot(data.eyeRightX - data.eyeLeftX, data.eyeRightY - data.eyeLeftY);
  const drop = (2 * found) / pupilDistanceMm;
  expect(Math.hypot(data.frameX - (data.eyeLeftX + data.eyeRightX) / 2, data.frameY - (data.eyeLeftY + data.eyeRightY) / 2)).toBeCloseTo(
    drop,
    0,
  );
}
