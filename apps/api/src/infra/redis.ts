import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import { Redis } from 'ioredis';

/** A shared client for rate limits and readiness checks. Fails fast while Redis is down. */
export function createRedisClient(url: string): Redis {
  const client = new Redis({
    ...redisConnectionOptions(url),
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Errors surface on use (readiness says "down"); they must not crash the process.
  client.on('error', () => {});
  return client;
}
