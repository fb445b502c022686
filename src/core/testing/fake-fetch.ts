/** A scripted fetch for unit tests: records every request and answers from a handler. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function createFakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.body ? await request.clone().text() : '',
    };
    requests.push(recorded);
    return handler(recorded);
  }) as typeof fetch;
  return { fetch: fetchImpl, requests };
}
