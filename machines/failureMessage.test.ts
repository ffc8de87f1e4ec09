// Proves what a machine makes of a failed request: the message id the app's actor attached (the
// contract's error code, mapped), and the machine's own fallback for anything else an actor may
// reject with, never the text of the error.
import { describe, expect, it } from 'vitest';
import { failureCode, failureMessageId } from './failureMessage';

const fallback = 'auth.errors.loginFailed';

describe('failureMessageId', () => {
  it('takes the message id the app attached to the rejection', () => {
    expect(failureMessageId(Object.assign(new Error('Wrong code'), { messageId: 'api.errors.wrongCode' }), fallback)).toBe('api.errors.wrongCode');
    expect(failureMessageId({ messageId: 'api.errors.tooManyAttempts' }, fallback)).toBe('api.errors.tooManyAttempts');
  });

  it.each([
    ['an error with only a text', new Error('Wrong username or password')],
    ['a text', 'offline'],
    ['nothing', undefined],
    ['null', null],
    ['an empty message id', { messageId: '' }],
    ['a message id that is not text', { messageId: 42 }],
  ])('falls back to its own message for %s', (_, rejection) => {
    expect(failureMessageId(rejection, fallback)).toBe(fallback);
  });
});

describe('failureCode', () => {
  it("takes the contract's error code the app's actor passed on", () => {
    expect(failureCode(Object.assign(new Error('refused'), { code: 'PASSWORD_REQUIRED' }))).toBe('PASSWORD_REQUIRED');
  });

  it.each([
    ['an error without a code', new Error('offline')],
    ['a text', 'PASSWORD_REQUIRED'],
    ['nothing', undefined],
    ['null', null],
    ['a code that is not text', { code: 401 }],
  ])('has no code for %s', (_, rejection) => {
    expect(failureCode(rejection)).toBeUndefined();
  });
});
