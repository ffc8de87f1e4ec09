/**
 * What a failed request tells the user, as a message id of the app's catalogues: never the
 * server's English text, so a reworded server message cannot break a screen and a Swedish visitor
 * reads Swedish. An app's actor rejects with an error carrying `messageId` when it knows what went
 * wrong (the contract's error code, e.g. `WRONG_CODE`, mapped to its message); otherwise the
 * machine says what its own step could not do.
 */
export interface ExplainedFailure {
  messageId: string;
}

/** The rejection's `messageId` when it carries one, else `fallbackId`. */
export function failureMessageId(error: unknown, fallbackId: string): string {
  const messageId = typeof error === 'object' && error !== null ? (error as Partial<ExplainedFailure>).messageId : undefined;
  return typeof messageId === 'string' && messageId !== '' ? messageId : fallbackId;
}

/** The contract's error code a rejection carries (an app's actor passes the server's), if any. */
export function failureCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
