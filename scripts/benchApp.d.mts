// Types of benchApp.mjs, for the benchmarks written in TypeScript (bench-command-line.ts).
export function freePort(): Promise<number>;
export function startApp(name: string): Promise<{ baseUrl: string; stop: () => void }>;
export function signUp(baseUrl: string, name: string): Promise<{ _id: string; username: string; access: { token: string; refreshToken: string; created: string; expiresIn: number } }>;
