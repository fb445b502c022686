// A stage of the runtime (see loader/cuppa.ts): React's DOM renderer, the largest single module.
export { createRoot } from 'react-dom/client';
