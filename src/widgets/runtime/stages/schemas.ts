// A stage of the runtime (see loader/cuppa.ts): the API shapes the widgets read.
export { creatorLookupResponseSchema } from '../../../core/contract/posts';
export { frameMessageSchema } from '../../../core/embed/embed-protocol';
export { widgetAttributesSchema } from '../attributes';
