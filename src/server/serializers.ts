import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own response serializers (fast-json-stringify, as by default), compiled either all at
 * start or each on its first use. Compiling every route's serializers was the largest single part
 * of the time to a production server's first answer; tests and development compile them at
 * start, so a schema fast-json-stringify refuses fails at once there.
 */
export function serializerCompilers(onFirstUse: boolean): NonNullable<FastifyServerOptions['schemaController']> {
  const defaultFactory = SerializerSelector();
  return {
    compilersFactory: {
      buildSerializer: (externalSchemas, options) => {
        const compile = defaultFactory(externalSchemas, options);
        if (!onFirstUse) return compile;
        return (route) => {
          let serialize: ((data: unknown) => string) | undefined;
          return (data) => (serialize ??= compile(route))(data);
        };
      },
    },
  };
}
