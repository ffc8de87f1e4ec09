import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_INDEX_HTML = '<!doctype html><html><head><title>Lifelog fixture</title></head><body><div id="root"></div></body></html>';
export const FIXTURE_ASSET = 'assets/index-Ab12Cd34.js';
export const FIXTURE_ASSET_BODY = 'console.log("fixture");';

/** A temp directory shaped like `vite build` output: index.html, a hashed asset, a favicon. */
export function createWebRootFixture(options: { withIndex?: boolean } = {}): { webRoot: string; dispose: () => void } {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, FIXTURE_ASSET), FIXTURE_ASSET_BODY);
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (options.withIndex ?? true) fs.writeFileSync(path.join(webRoot, 'index.html'), FIXTURE_INDEX_HTML);
  return { webRoot, dispose: () => fs.rmSync(webRoot, { recursive: true, force: true }) };
}
