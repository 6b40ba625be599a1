import type { ErrorCode, FieldError } from '@taxguide/contracts/errors';
import { ErrorCodes } from '@taxguide/contracts/errors';

/** An error whose status, code and message are safe to send to the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ErrorCodes.notFound, message);
export const badRequest = (message: string, details?: FieldError[]) =>
  new AppError(400, ErrorCodes.validation, message, details);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, ErrorCodes.unauthorized, message);
export const serviceUnavailable = (message: string) =>
  new AppError(503, ErrorCodes.serviceUnavailable, message);
