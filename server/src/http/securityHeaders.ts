/**
 * Security headers on every answer (health checks and errors included): helmet's set with the shop's
 * Content Security Policy, a Permissions-Policy that turns off what a shop never uses, and HSTS only
 * when the request came over TLS (a plain-HTTP trial on a LAN address must not be pinned to HTTPS).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { EARLY_TAPS_SCRIPT_HASH } from '../ssr/earlyTaps';

/**
 * Browser features the shop never asks for (payment stays allowed for the card form's wallet buttons,
 * the camera for the virtual try-on, on the shop's own pages only).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  'interest-cohort=()',
  'payment=(self)',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** Origins images may come from besides this one (a real store's). */
  imageOrigins: string[];
  /** Upgrade insecure requests (production, behind TLS). */
  production: boolean;
  /** Stripe is the card provider (config.stripe set): Stripe.js, its frames and its API are allowed. */
  stripe?: boolean;
}

/**
 * What Stripe.js needs (https://docs.stripe.com/security/guide#content-security-policy): its script,
 * the card fields' and 3-D Secure frames, and its API. Allowed only when Stripe is the provider: the
 * offline test card loads nothing from outside.
 */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export function securityHeaders({ imageOrigins, production, stripe = false }: SecurityHeaderOptions): RequestHandler[] {
  const base = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', ...imageOrigins],
        // The one inline script, by its hash: taps made before hydration (ssr/earlyTaps.ts).
        'script-src': ["'self'", EARLY_TAPS_SCRIPT_HASH, ...(stripe ? STRIPE_ORIGINS.script : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", ...(stripe ? STRIPE_ORIGINS.connect : [])],
        'frame-src': stripe ? ["'self'", ...STRIPE_ORIGINS.frame] : null,
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const extra: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
  return [base, extra];
}
