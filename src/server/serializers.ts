import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own response serializers (fast-json-stringify over each route's response schemas),
 * each compiled when its route first answers with that status instead of for every route at
 * start: compiling all of them was about a sixth of the start-up, for routes most processes
 * never serve. A schema fast-json-stringify cannot compile therefore fails that route's first
 * answer, not the start; test/foundation/serializers.test.ts compiles every one at once.
 */
export function serializersOnFirstUse(build: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
