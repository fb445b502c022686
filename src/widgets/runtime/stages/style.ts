// A stage of the runtime (see loader/cuppa.ts): the widgets' one stylesheet, compiled at build time.
export { tw } from '../../styles/tw';
