import type { BenchCase } from '../types';

/** The cheapest real request: routing, security headers, a DB round trip, response validation. */
export const healthCase: BenchCase = {
  name: 'GET /api/health',
  prepare: async (baseUrl) => () => fetch(`${baseUrl}/api/health`),
};
