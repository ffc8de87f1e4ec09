import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isShellText, textPartQuery, type TextPart } from '../src/web/i18n/textParts.ts';

// The shared catalogue (src/web/i18n/en.json) and each feature's (features/<area>/messages.en.json).
const catalogueFile = /\/src\/web\/(?:i18n\/(en|sv)|features\/[^/]+\/messages\.(en|sv))\.json$/;
// The locale each catalogue is read in: skeletons such as `{t, time, ::jmm}` depend on it.
const locales: Record<string, string> = { en: 'en', sv: 'sv-SE' };

/**
 * Serves the message catalogues by part and, in the app's build, precompiled without the parser:
 *
 * - a catalogue imported with `?texts=shell` or `?texts=screens` keeps only that part
 *   (src/web/i18n/textParts.ts), so the shell does not carry every screen's texts (in every mode:
 *   Vite would not read a JSON file with a query as JSON);
 * - in the app's own build (into `appOutDir`) each catalogue is turned into syntax trees (what
 *   `formatjs compile --ast` writes), so the browser formats them without parsing and a syntax
 *   error fails the build, and `@formatjs/icu-messageformat-parser` resolves to its `no-parser`
 *   build, which keeps the AST helpers intl-messageformat needs and drops the parser.
 *
 * Tests, Storybook and `npm run dev` keep the texts as written and the full parser. The source
 * files stay plain ICU strings.
 */
export function messagesPlugin(appOutDir: string): Plugin {
  let compile = false;
  return {
    name: 'lifelog-messages',
    enforce: 'pre',
    configResolved(config) {
      compile = config.command === 'build' && path.resolve(config.root, config.build.outDir) === path.resolve(appOutDir);
    },
    async resolveId(source, importer, options) {
      if (!compile || source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      const match = catalogueFile.exec(file.replaceAll('\\', '/'));
      if (!match) return null;
      const part = new URLSearchParams(query).get(textPartQuery) as TextPart | null;
      if (part === null && !compile) return null;
      const catalogue = (match[1] ?? match[2])!;
      const messages = JSON.parse(code) as Record<string, string>;
      const kept: Record<string, unknown> = {};
      for (const [messageId, message] of Object.entries(messages)) {
        if (part !== null && (part === 'shell') !== isShellText(messageId)) continue;
        try {
          kept[messageId] = compile ? parse(message, { locale: new Intl.Locale(locales[catalogue]!) }) : message;
        } catch (error) {
          this.error(`${path.relative(process.cwd(), file)}: ${messageId} is not a valid ICU message (${String(error)})`);
        }
      }
      // A plain catalogue stays JSON for Vite's JSON handling; one with a query becomes a module.
      return { code: part === null ? JSON.stringify(kept) : `export default ${JSON.stringify(kept)};\n`, map: null };
    },
  };
}
