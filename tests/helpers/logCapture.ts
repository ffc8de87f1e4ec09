/** A log destination that keeps every line, so tests can read what the server logged. */
export interface LogCapture {
  stream: { write: (line: string) => void };
  lines: () => Array<Record<string, unknown>>;
  text: () => string;
}

export function createLogCapture(): LogCapture {
  const raw: string[] = [];
  return {
    stream: { write: (line) => void raw.push(line) },
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => raw.join(''),
  };
}
