// A stage of the runtime (see loader/cuppa.ts): twind and the widgets' one stylesheet.
export { tw } from '../../styles/tw';
