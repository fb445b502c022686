/** Test ports, apart from `npm start`'s, so both can run at once. */
export const testPorts = {
  api: Number(process.env.CUPPA_TEST_API_PORT ?? 8797),
  app: Number(process.env.CUPPA_TEST_APP_PORT ?? 5183),
  blog: Number(process.env.CUPPA_TEST_BLOG_PORT ?? 5184),
  demo: Number(process.env.CUPPA_TEST_DEMO_PORT ?? 5185),
} as const;

/** The app is served under a non-root base path in every browser test. */
export const TEST_BASE_PATH = '/cuppa/';

export const testUrls = {
  api: `http://127.0.0.1:${testPorts.api}/api`,
  app: `http://127.0.0.1:${testPorts.app}${TEST_BASE_PATH}`,
  // localhost, not 127.0.0.1: the blog is another *site* than the app, as a real blog would be, so
  // the browser partitions the frame's storage by it.
  blog: `http://localhost:${testPorts.blog}/`,
  // npm start's demo (demo/), on localhost for the same reason.
  demo: `http://localhost:${testPorts.demo}/`,
} as const;
