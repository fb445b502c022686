// A stage of the runtime (see loader/cuppa.ts): React and its DOM renderer.
export { createRoot } from 'react-dom/client';
export { createElement } from 'react';
