import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { loadEveryText } from '../src/web/i18n/catalogues';
import { loadSignedInChrome } from '../src/web/shell/useSignedInChrome';
import { loadStoryRouter, withStoryRouter } from './storyRouter';
import { withAccount } from './withAccount';
import { withShellProviders } from './withShellProviders';

// A story renders at once in either language and signed in: every text is in, and the signed-in
// shell once the first story's loaders ran, as if loaded (texts.ts, useSignedInChrome.ts).
loadEveryText();

// A story's lazy chunk (the label's QR code, the charts) loads while every other test project runs
// on the same 2 cores: findBy and waitFor give it 5 s instead of 1 s, as the components' tests do.
// A story that never shows what is asked for still fails.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'sv', title: 'Svenska' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    viewport: {
      options: {
        // The narrowest phone the layout must fit without overflow.
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story runs axe in the Storybook test run and fails on a violation. Page-level rules
    // are off here: a story shows one component, not a page (the e2e journeys check whole pages).
    a11y: {
      test: 'error',
      config: {
        rules: [
          { id: 'region', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
  },
  loaders: [loadStoryRouter, () => loadSignedInChrome()],
  // The first decorator is innermost: the router sits inside the accounts workflows, which sit
  // inside the theme/language providers.
  decorators: [withStoryRouter, withAccount, withShellProviders],
};

export default preview;
