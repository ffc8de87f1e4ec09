/** Lets other requests run between slices of a long import or export (the loop is not held for long). */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
