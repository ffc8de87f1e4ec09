/** Lets other requests run between chunks of long work (setImmediate: after pending I/O). */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
