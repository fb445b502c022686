// A stage of the runtime (see loader/cuppa.ts): the Tailwind preset for twind, before the sheet is built.
export { default as presetTailwind } from '@twind/preset-tailwind';
