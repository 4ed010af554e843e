/**
 * The one error type of the server. Services throw it; the onError hook in app.ts turns it into
 * `{ error: message }` with the matching HTTP status, so no handler builds error JSON itself.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Seconds a rate-limited client should wait (sent as Retry-After). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: { retryAfter?: number } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError("VALIDATION", message);
export const unauthorized = (message = "请先登录") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "没有权限执行此操作") => new AppError("FORBIDDEN", message);
export const notFound = (message = "未找到") => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
