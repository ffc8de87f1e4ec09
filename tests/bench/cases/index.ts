import type { BenchCase } from '../types';
import { healthCase } from './health';
import { loginCase } from './login';
import { noteSearchCase } from './noteSearch';
import { refreshCase } from './refresh';
import { sessionCase } from './session';
import { timeGroupsCase } from './timeGroups';

/** Every case, in the order they run. */
export const benchCases: BenchCase[] = [healthCase, sessionCase, loginCase, refreshCase, timeGroupsCase, noteSearchCase];
