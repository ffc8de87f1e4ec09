import { expect } from 'vitest';
import type { ErrorCode, OperationId } from '../../src/contract/types';
import type { Answer } from './contractClient';

/** Asserts a refusal: its status, its contract code and a message. */
export function expectRefusal(answer: Answer<OperationId>, status: number, code: ErrorCode): void {
  expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: status, body: { status: false, error: { code, message: expect.any(String) } } });
}
