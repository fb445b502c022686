// A stage of the runtime (see loader/cuppa.ts): zod compiles much of its core on the first schema it
// builds, a long moment on a slow phone; a first small one here leaves less for the API shapes' stage.
import { number, object, optional, string } from './zod';

export const started = object({ text: string(), amount: optional(number()) });
