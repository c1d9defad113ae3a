/**
 * A server started on a port another process holds fails with the listen error (EADDRINUSE), not a
 * TypeError on the missing address, and leaves nothing open behind it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import { startServer } from '../../server/src/server';

describe('a server started on a port in use', () => {
  let holder: net.Server;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    port = (holder.address() as net.AddressInfo).port;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-port-in-use-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails with EADDRINUSE', async () => {
    const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    await expect(startServer(config, pino({ level: 'silent' }))).rejects.toMatchObject({ code: 'EADDRINUSE' });
  }, 60_000);
});
