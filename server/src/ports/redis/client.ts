/** The Redis connection the shared drivers use (node-redis). One per process; its errors are logged, not thrown. */
import { createClient } from 'redis';
import type { Logger } from '../../logger';

function redisClient(url: string) {
  return createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      // Reconnect with a growing pause (at most 2 s); commands wait in the offline queue meanwhile.
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000),
    },
  });
}

export type Redis = ReturnType<typeof redisClient>;

export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const client = redisClient(url);
  let reported = false;
  client.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) logger.error({ err: { message: error.message } }, 'redis: connection error');
    reported = true;
  });
  client.on('ready', () => {
    if (reported) logger.info('redis: connected again');
    reported = false;
  });
  await client.connect();
  return client;
}
