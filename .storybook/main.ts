import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The catalogue is no app to install: vite.config.ts's service worker and manifest stay out of it. */
const withoutPwa = (plugins: PluginOption[] = []): PluginOption[] =>
  plugins.flat(Infinity as 1).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa')));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutPwa(viteConfig.plugins) }),
};

export default config;
