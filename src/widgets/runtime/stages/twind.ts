// A stage of the runtime (see loader/cuppa.ts): twind's core.
export { twind } from '@twind/core';
