import type { BenchCase } from '../types';
import { healthCase } from './health';
import { loginCase } from './login';
import { refreshCase } from './refresh';

/** Every case, in the order they run. */
export const benchCases: BenchCase[] = [healthCase, loginCase, refreshCase];
