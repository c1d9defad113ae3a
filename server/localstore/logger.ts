/** The logger the embedding server may pass; the store is silent without one. */
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };
