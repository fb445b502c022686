import { randomId } from '../ids/random-id';

/** Random per page load, shared by every client on the page (SPEC.md section 7). */
export const pageDeviceId = randomId();
