// Types of buildState.mjs for the TypeScript tests that import it.
export declare const BUILD_INPUTS: readonly string[];
export declare const BUILD_OUTPUTS: readonly string[];
export declare const STAMP_FILE: string;
export declare const STAMP_FORMAT: number;
export declare const WORK_DIR: string;
export declare function buildStatus(root: string): { fresh: boolean; reason: string };
export declare function withBuildLock<T>(
  root: string,
  task: () => Promise<T>,
  options?: { pollMs?: number; staleMs?: number; onWait?: (holderPid: number | undefined) => void },
): Promise<T>;
export declare function freshWorkFolder(root: string): string;
export declare function swapIntoPlace(root: string, next: string): void;
