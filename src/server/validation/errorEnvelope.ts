/**
 * The error envelope as JSON Schema: what every failure answers with, on every path. Mirrors
 * `components.schemas.ErrorEnvelope` in openapi.yaml (a contract test keeps the two equal); it
 * lives here too because errors also come from paths outside the contract (unknown /api paths).
 */
export const errorEnvelopeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'error'],
  properties: {
    status: { const: false },
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
      },
    },
  },
} as const;
