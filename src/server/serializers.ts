import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { compiledWhen } from './schemaCompilation';

/**
 * Fastify's own response serializers (fast-json-stringify, as by default), compiled either all at
 * start or each on its first use (see schemaCompilation.ts). Compiling every route's serializers
 * was the largest single part of the time to a production server's first answer.
 */
export function serializerCompilers(onFirstUse: boolean): NonNullable<FastifyServerOptions['schemaController']> {
  const defaultFactory = SerializerSelector();
  return {
    compilersFactory: {
      buildSerializer: (externalSchemas, options) => {
        const compile = defaultFactory(externalSchemas, options);
        if (!onFirstUse) return compile;
        return (route) => {
          const serializer = compiledWhen(true, () => compile(route));
          return (data) => serializer()(data);
        };
      },
    },
  };
}
