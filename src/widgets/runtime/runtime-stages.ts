/**
 * The runtime's stages, in the order the loader evaluates them, each in a task of its own
 * (loader/cuppa.ts): `stages/<name>.ts`, whose exports name what the stage carries. The one list: the
 * build (vite.widgets.config.ts) writes the loader's import of each stage from it, and makes each
 * stage a chunk of that name holding the stage's module and what it imports that no earlier stage has.
 */
export const runtimeStages = ['react', 'react-dom', 'zod', 'zod-start', 'schemas', 'text', 'style'] as const;
