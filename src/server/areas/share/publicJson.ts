import type { Schemas } from '../../../contract/types';

// Reading the owners' JSON columns for a public view: nothing is taken as it is, each value is
// checked for the one shape it may show as.

export type PublicValue = Schemas['PublicItem']['values'][string];

export function scalar(value: unknown): PublicValue | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

export function parseArray(json: string): unknown[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
}

export function parseObject(json: string): Record<string, unknown> {
  return asObject(JSON.parse(json));
}

export function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
