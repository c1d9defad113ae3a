/** Frame and lens paints per colour: hex values chosen to read as the real materials. */
import type { Colour } from '../db/seed/eyewear';

export interface FramePaint {
  base: string;
  light: string;
  dark: string;
  /** Frame opacity: clear and pink acetates let the light through. */
  opacity: number;
  tortoise?: boolean;
}

export const FRAME_PAINT: Record<Colour, FramePaint> = {
  black: { base: '#1d1d20', light: '#55555c', dark: '#08080a', opacity: 1 },
  gold: { base: '#c9a448', light: '#f4e0a0', dark: '#87661c', opacity: 1 },
  brown: { base: '#6e4528', light: '#a3744d', dark: '#3b2311', opacity: 1 },
  tortoise: { base: '#5b3416', light: '#c98b40', dark: '#231005', opacity: 1, tortoise: true },
  clear: { base: '#c3cfd7', light: '#f4f8fa', dark: '#8797a3', opacity: 0.8 },
  blue: { base: '#21427d', light: '#5479b8', dark: '#0e2149', opacity: 1 },
  kaki: { base: '#6a6a3d', light: '#97955f', dark: '#3c3b1f', opacity: 1 },
  noir: { base: '#0c0c0e', light: '#6b6b75', dark: '#000000', opacity: 1 },
  pink: { base: '#e5a4b6', light: '#f8d9e2', dark: '#b56d83', opacity: 0.88 },
  ocean: { base: '#2a6f8f', light: '#66a9c6', dark: '#133e52', opacity: 1 },
};

/** Sun lens gradients (top, bottom), matched to the frame as opticians pair them. */
export const SUN_TINT: Record<Colour, readonly [string, string]> = {
  black: ['#202226', '#55595f'],
  noir: ['#1a1b1e', '#4b4f55'],
  gold: ['#3a2a1c', '#7c5b3d'],
  brown: ['#37261a', '#76553a'],
  tortoise: ['#3a281b', '#7a583a'],
  clear: ['#363b41', '#7a848d'],
  blue: ['#16324a', '#4b86aa'],
  ocean: ['#143447', '#4f93b4'],
  kaki: ['#2b3526', '#5f6d50'],
  pink: ['#55343e', '#b27d8c'],
};
