import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { loadEveryText } from '../../src/web/i18n/catalogues';
import { loadSignedInChrome } from '../../src/web/shell/useSignedInChrome';
import { vaultKeyStore } from '../../src/web/vault/vaultKeyStore';

// A lazy part of a screen (a route's chunk, the vault's import panel) is transformed on its first
// import while the other worker and the stories' browser share the 2 cores: findBy and waitFor
// give it 5 s instead of 1 s. A screen that never shows what is asked for still fails.
configure({ asyncUtilTimeout: 5000 });

// Components render any screen at once: every text is in, and the signed-in shell, as if loaded
// (the app loads them per language, area and session).
loadEveryText();
await loadSignedInChrome();

afterEach(() => {
  cleanup();
  // The web project shares one module graph per worker (vitest.config.ts): nothing a test spied
  // on or took offline stays so for the next file (react-query pauses mutations while offline).
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  localStorage.clear();
  // The vault key lives in memory and sessionStorage (issue 9): no test inherits another's.
  vaultKeyStore.clear();
  sessionStorage.clear();
});
