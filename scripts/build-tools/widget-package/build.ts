import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';
import { themeChoiceSchema } from '../../../src/core/config/config';
import type { WidgetAttributeName } from '../../../src/widgets/table/widget-tags';
import { checkDocsMatchCode } from './check-docs';
import { customElementsManifest, elementTypes, reactTypes, reactWrappers } from './emit';
import { readWidgetDocs } from './read-widget-docs';

/**
 * `npm pack` in packages/widgets runs this (prepack): the widget build, then the package's dist/ — the
 * bundle, custom-elements.json, the types and the React wrappers, all from widget-tags.ts's JSDoc.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = `${root}packages/widgets/dist/`;

/** Each attribute's type in the types and the manifest; a Record, so a new attribute needs its line. */
const attributeTypes: Record<WidgetAttributeName, string> = {
  creator: 'string',
  label: 'string',
  // Whole dollars; an attribute is a string, and JSX may pass the number.
  amount: 'number | `${number}`',
  // How many supporters the wall lists, 1 to 20.
  limit: 'number | `${number}`',
  theme: themeChoiceSchema.options.map((choice) => `'${choice}'`).join(' | '),
  lang: 'string',
  api: 'string',
  app: 'string',
};

function compileWrap(): string {
  const source = readFileSync(`${root}packages/widgets/src/wrap.ts`, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      declaration: false,
      verbatimModuleSyntax: true,
    },
  });
  return outputText;
}

async function main(): Promise<void> {
  const docs = readWidgetDocs();
  checkDocsMatchCode(docs);
  // What the package ships is the production bundle, whatever the caller's NODE_ENV: Vite keeps one it
  // finds (a test runner's 'test'), and React's JSX would then be built for development (jsxDEV),
  // which the production React of the bundle does not have.
  process.env.NODE_ENV = 'production';
  // Built straight into the package, not into dist/widgets: a running stack serves that folder, and the
  // browser tests pack while other tests load the bundle from it.
  await build({
    configFile: `${root}vite.widgets.config.ts`,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  const files: Record<string, string> = {
    'custom-elements.json': `${JSON.stringify(customElementsManifest(docs, attributeTypes), null, 2)}\n`,
    'index.d.ts': elementTypes(docs, attributeTypes),
    // Nothing to run: importing the package is for its types; the bundle is cuppa.js.
    'index.js': 'export {};\n',
    'react.js': reactWrappers(docs),
    'react.d.ts': reactTypes(docs),
    'wrap.js': compileWrap(),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(`${out}${name}`, text);
  // The repository's license, beside the package's README where npm and its readers look for it.
  cpSync(`${root}LICENSE`, `${root}packages/widgets/LICENSE`);
  console.log(`packages/widgets/dist: the bundle and ${Object.keys(files).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
