/**
 * What jsdom lacks and the shop's components use: TextEncoder (React Router), matchMedia (Chakra's
 * responsive props and colour mode), ResizeObserver and scrollTo (Ark UI's positioned and collapsible
 * parts). Inert stand-ins: the tests assert what a shopper reads and does, not layout.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 10 s, not Testing Library's 1 s, which a busy shared 2-core machine can miss.
configure({ asyncUtilTimeout: 10_000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= InertResizeObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
