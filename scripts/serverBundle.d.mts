// Types of serverBundle.mjs for the TypeScript tests that import it.
export declare function bundleServer(root: string, outDir: string): Promise<void>;
