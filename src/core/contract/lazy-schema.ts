/**
 * A schema built the first time anything reads it. Building all of the contract's schemas made some
 * 700 zod objects and cost a phone about 150 ms of blocked main thread while the app started
 * (docs/server-rendering.md); a page builds only those its requests and forms use. Reads go to the
 * built schema with it as the receiver, so its methods and zod's internals see the schema itself, and
 * the type is the schema's own.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in target holds none of them, and a proxy may not claim a fixed
    // property its target lacks.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
