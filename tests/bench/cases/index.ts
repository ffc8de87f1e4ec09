import type { BenchCase } from '../types';
import { healthCase } from './health';

/** Every case, in the order they run. Later issues add login, refresh, ... here. */
export const benchCases: BenchCase[] = [healthCase];
