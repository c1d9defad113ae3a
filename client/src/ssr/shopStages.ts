/**
 * The shop starts in stages (issue 22). Evaluating all its modules at once (React, Apollo Client,
 * Chakra's system, the shop's screens) was one task of about 0.5 s on a phone-like CPU (4x slowdown),
 * during which a tap waits. So once the page has been painted, boot.ts preloads every script of the shop
 * at once (their list is in index.html: client/build/shopChunks.ts), then evaluates them a stage at a
 * time, each in a task of its own, the browser free to handle input between them.
 */

/** The id of index.html's JSON list of the shop's scripts (client/build/shopChunks.ts SHOP_CHUNKS_ID). */
const SHOP_CHUNKS_ID = 'shop-chunks';

/** Preloads (fetches and parses, does not run) the scripts index.html lists for the shop. */
export function preloadShopChunks(doc: Document = document): void {
  const list = doc.getElementById(SHOP_CHUNKS_ID)?.textContent;
  if (!list) return;
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(list);
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs each stage after the one before has finished, each in a task of its own. */
export async function inStages(stages: (() => Promise<unknown>)[]): Promise<void> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
}
