import { useState } from 'react';

/**
 * Whether something has been open at least once: a lazily loaded drawer or modal is mounted from its
 * first opening on (its chunk loads then), and stays mounted so that it can animate its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
