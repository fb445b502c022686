// A stage of the runtime (see loader/cuppa.ts): zod/mini's own start-up, before any schema is built.
// Named imports, so only the parts the widgets' schemas use are bundled; one missed here still works,
// it just starts up in a later stage.
export {
  boolean,
  custom,
  enum as zodEnum,
  literal,
  nullable,
  number,
  object,
  optional,
  pipe,
  refine,
  string,
  transform,
  union,
} from 'zod/mini';
