import type { ErrorCode } from '../contract/types';

/** The success envelope every operation answers with (DESIGN §2). */
export interface Ok<T> {
  status: true;
  data: T;
}

export interface ErrorBody {
  status: false;
  error: { code: ErrorCode; message: string };
}

export function ok<T>(data: T): Ok<T> {
  return { status: true, data };
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { status: false, error: { code, message } };
}
