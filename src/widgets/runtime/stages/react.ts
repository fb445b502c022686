// A stage of the runtime (see loader/cuppa.ts): React and the DOM renderer's small entry.
export { createElement } from 'react';
export { flushSync } from 'react-dom';
