import type { Preview } from '@storybook/react-vite';
import { loadStoryRouter, withStoryRouter } from './storyRouter';
import { withShellProviders } from './withShellProviders';

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
  },
  loaders: [loadStoryRouter],
  // The first decorator is innermost: the router sits inside the theme/language providers.
  decorators: [withStoryRouter, withShellProviders],
};

export default preview;
