// A stage of the runtime (see loader/cuppa.ts): zod's own start-up, before any schema is built. Named
// imports, not the whole `z`, so only the parts the widgets' schemas use are bundled; one missed here
// still works, it just starts up in a later stage.
export {
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  enum as zodEnum,
  iso,
  literal,
  number,
  object,
  record,
  string,
} from 'zod';
