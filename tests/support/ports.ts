/**
 * Test ports: free ones picked by the global setup (tests/support/global-setup.ts), which hands them to
 * the test workers through these variables; set one to pin it.
 */
export const portVariables = {
  api: 'CUPPA_TEST_API_PORT',
  app: 'CUPPA_TEST_APP_PORT',
  blog: 'CUPPA_TEST_BLOG_PORT',
  demo: 'CUPPA_TEST_DEMO_PORT',
} as const;

export type TestServer = keyof typeof portVariables;

/** A server's port; 0 before the global setup has picked it (while Playwright only lists the tests). */
export function testPort(server: TestServer): number {
  return Number(process.env[portVariables[server]] ?? 0);
}

/** The app is served under a non-root base path in every browser test. */
export const TEST_BASE_PATH = '/cuppa/';

export const testUrls = {
  get api() {
    return `http://127.0.0.1:${testPort('api')}/api`;
  },
  get app() {
    return `http://127.0.0.1:${testPort('app')}${TEST_BASE_PATH}`;
  },
  // localhost, not 127.0.0.1: the blog is another *site* than the app, as a real blog would be, so
  // the browser partitions the frame's storage by it.
  get blog() {
    return `http://localhost:${testPort('blog')}/`;
  },
  // npm start's demo (demo/), on localhost for the same reason.
  get demo() {
    return `http://localhost:${testPort('demo')}/`;
  },
};
