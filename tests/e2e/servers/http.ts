/** A request's status and envelope, without throwing on a refusal (the tests count both). */
export interface Answer<T = unknown> {
  status: number;
  retryAfter: string | null;
  body: { status: boolean; data?: T; error?: { code: string; message: string } };
}

/** One call to a server's API; a connection that fails rejects (the server is gone). */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { 'x-access-token': token }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer<T>['body'] };
}

/** The data of a call that must succeed. */
export async function ok<T = { _id: string }>(baseUrl: string, method: string, path: string, options: Parameters<typeof call>[3] = {}): Promise<T> {
  const answer = await call<T>(baseUrl, method, path, options);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}
