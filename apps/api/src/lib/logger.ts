import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../env';
import { redactPersonalData } from './redact';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * pino options for the API: request ids on every line, no client IP, no body,
 * and every string scrubbed of e-mail and IP addresses before it is written.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: {
      req(request: { method: string; url: string; id?: string }) {
        return { method: request.method, url: redactPersonalData(request.url) };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err(error: Error & { code?: string; statusCode?: number }) {
        return {
          type: error.name,
          code: error.code,
          statusCode: error.statusCode,
          message: redactPersonalData(error.message),
          stack: error.stack ? redactPersonalData(error.stack) : undefined,
        };
      },
    },
    hooks: {
      // The last step before a line is written: whatever a serializer or a caller
      // put in it, no e-mail or IP address leaves the process.
      streamWrite: (line: string) => redactPersonalData(line),
    },
  } as LoggerOptions;
}
