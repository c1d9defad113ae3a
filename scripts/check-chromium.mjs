#!/usr/bin/env node
// `npm run test:e2e` runs this first: Playwright drives the system's Chromium (Debian's package),
// never a browser downloaded by `npx playwright install`.
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

try {
  fs.accessSync(chromium, fs.constants.X_OK);
} catch {
  console.error(
    [
      `Chromium is needed for the end-to-end tests, and ${chromium} is missing (or not executable).`,
      'Install it with:  apt-get update && apt-get install -y chromium   (Debian; prefix with sudo if you are not root)',
      'or point CHROMIUM_PATH at an installed Chromium. Do not use `npx playwright install`.',
    ].join('\n'),
  );
  process.exit(1);
}
