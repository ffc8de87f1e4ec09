import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';
import { areaTextPart, sharedTextPart, textPartQuery, type TextPart } from '../src/web/i18n/textParts.ts';

// The shared catalogue (src/web/i18n/en.json) and each area's (features/<area>/messages.en.json; so
// hubs/<hub>/ and shell/notFound/).
const catalogueFile = /\/src\/web\/(?:i18n\/(en|sv)|(?:features|hubs|shell)\/[^/]+\/messages\.(en|sv))\.json$/;
// The locale each catalogue is read in: skeletons such as `{t, time, ::jmm}` depend on it.
const locales: Record<string, string> = { en: 'en', sv: 'sv-SE' };

/**
 * Serves the message catalogues by part and, in the app's build, precompiled without the parser:
 *
 * - a catalogue imported with `?texts=shell`, `?texts=signedIn` or `?texts=screens` keeps only that part
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
      const partOf = match[1] !== undefined ? sharedTextPart : areaTextPart;
      const messages = JSON.parse(code) as Record<string, string>;
      const kept: Record<string, unknown> = {};
      for (const [messageId, message] of Object.entries(messages)) {
        if (part !== null && partOf(messageId) !== part) continue;
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

const sourceFile = /\.[cm]?[jt]sx?$/;
const keyName = (property: ESTree.ObjectProperty) =>
  property.computed ? null : property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
const isPlainString = (node: ESTree.Expression) =>
  (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && node.expressions.length === 0);

/**
 * In the app's build, drops the English `defaultMessage` from the app's message descriptors
 * (object literals with an `id` and a plain-string `defaultMessage`, as `defineMessages`,
 * `formatMessage` and `<FormattedMessage>` take them once JSX is compiled): the catalogues are
 * loaded before anything is drawn and hold every id (the catalogue tests check), so react-intl
 * needs only the id, and the first screen loses the English text it carried twice. What names a
 * text by `messageId` (a toast built outside React) keeps its default. Tests, Storybook and
 * `npm run dev` keep the defaults.
 */
export function defaultMessagesPlugin(appOutDir: string): Plugin {
  let strip = false;
  return {
    name: 'lifelog-default-messages',
    apply: 'build',
    configResolved(config) {
      strip = path.resolve(config.root, config.build.outDir) === path.resolve(appOutDir);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!strip || id.includes('/node_modules/') || !sourceFile.test(file) || !code.includes('defaultMessage')) return null;
      const { program } = parseSync(file, code);
      const edited = new MagicString(code);
      let changed = false;
      new Visitor({
        ObjectExpression(node) {
          const properties = node.properties;
          const plain = properties.map((property) => (property.type === 'Property' && property.kind === 'init' ? property : null));
          if (!plain.some((property) => property && keyName(property) === 'id')) return;
          plain.forEach((property, index) => {
            if (!property || keyName(property) !== 'defaultMessage' || !isPlainString(property.value as ESTree.Expression)) return;
            // With the comma that follows it, or for the last property the one before it.
            const next = properties[index + 1];
            const previous = properties[index - 1];
            edited.remove(next ? property.start : previous ? previous.end : property.start, next ? next.start : property.end);
            changed = true;
          });
        },
      }).visit(program);
      return changed ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
