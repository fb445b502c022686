// A stage of the runtime (see loader/cuppa.ts): the shapes the widgets read, in zod/mini.
export { miniCreatorLookupResponseSchema } from '../../../core/contract/widget-reads';
export { frameMessageSchema } from '../../../core/embed/embed-protocol';
export { widgetAttributesSchema } from '../../services/attributes';
