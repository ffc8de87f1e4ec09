import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEveryText } from '../../src/web/i18n/catalogues';

// Components render any screen at once: every text is in, as if loaded (the app loads per language and area).
loadEveryText();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
