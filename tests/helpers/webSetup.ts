import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEveryText } from '../../src/web/i18n/catalogues';
import { loadSignedInChrome } from '../../src/web/shell/useSignedInChrome';
import { vaultKeyStore } from '../../src/web/vault/vaultKeyStore';

// Components render any screen at once: every text is in, and the signed-in shell, as if loaded
// (the app loads them per language, area and session).
loadEveryText();
await loadSignedInChrome();

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The vault key lives in memory and sessionStorage (issue 9): no test inherits another's.
  vaultKeyStore.clear();
  sessionStorage.clear();
});
