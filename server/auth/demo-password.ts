/**
 * The demo accounts' password: the seed (server/demo/seed.ts) gives it to every demo account, and an
 * admin's password may not contain it (admin-password.ts). It stands here, below both, so that auth
 * needs nothing of the demo.
 */
export const DEMO_PASSWORD = 'cuppa-demo-1';
