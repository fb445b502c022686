import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One documented item of a widget (`@attr`, `@event`, `@csspart`, `@cssproperty`): its name and text. */
export interface DocItem {
  name: string;
  description: string;
}

/** A widget as widget-tags.ts documents it: the interface's JSDoc, read with the TypeScript compiler. */
export interface WidgetDoc {
  tag: string;
  /** The element's interface, e.g. CuppaTipButtonElement. */
  className: string;
  description: string;
  attributes: (DocItem & { required: boolean })[];
  events: DocItem[];
  cssParts: DocItem[];
  cssProperties: DocItem[];
}

export interface WidgetDocs {
  widgets: WidgetDoc[];
  /** Each event's detail type as TypeScript text, aliases expanded: the package has none of our modules. */
  eventDetails: Record<string, string>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const tagsFile = join(root, 'src/widgets/table/widget-tags.ts');
const eventsFile = join(root, 'src/core/events/cuppa-events.ts');

// `@attr creator - Required: the alias …`: the name, a dash, the text.
const ITEM = /^(\S+)\s+-\s+([\s\S]*)$/;

function item(tag: ts.JSDocTag): DocItem {
  const text = ts.getTextOfJSDocComment(tag.comment)?.trim() ?? '';
  const match = ITEM.exec(text);
  if (!match) throw new Error(`@${tag.tagName.text} "${text}" is not "name - description"`);
  return { name: match[1]!, description: match[2]!.replace(/\s+/g, ' ') };
}

function readWidget(node: ts.InterfaceDeclaration): WidgetDoc | undefined {
  const tags = ts.getJSDocTags(node);
  const tag = tags.find((t) => t.tagName.text === 'tag');
  if (!tag) return undefined;
  const items = (name: string) => tags.filter((t) => t.tagName.text === name).map(item);
  const doc = ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc);
  return {
    tag: ts.getTextOfJSDocComment(tag.comment)!.trim(),
    className: node.name.text,
    description: (ts.getTextOfJSDocComment(doc?.comment) ?? '').replace(/\s+/g, ' ').trim(),
    // WIDGETS.md's convention: a required attribute's text starts with 'Required:'.
    attributes: items('attr').map((attr) => ({ ...attr, required: attr.description.startsWith('Required:') })),
    events: items('event'),
    cssParts: items('csspart'),
    cssProperties: items('cssproperty'),
  };
}

/** A type as text a stranger's compiler reads: unions of literals spelt out instead of our alias names. */
function typeText(checker: ts.TypeChecker, type: ts.Type): string {
  const flags = ts.TypeFormatFlags.NoTruncation;
  if (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean)) {
    return type.types.map((member) => checker.typeToString(member, undefined, flags)).join(' | ');
  }
  if (type.flags & ts.TypeFlags.Object) {
    const fields = checker
      .getPropertiesOfType(type)
      .map((property) => `${property.name}: ${typeText(checker, checker.getTypeOfSymbol(property))}`);
    return `{ ${fields.join('; ')} }`;
  }
  return checker.typeToString(type, undefined, flags);
}

function readEventDetails(program: ts.Program, checker: ts.TypeChecker): Record<string, string> {
  const source = program.getSourceFile(eventsFile)!;
  const map = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'CuppaEventMap',
  );
  if (!map) throw new Error('cuppa-events.ts has no CuppaEventMap');
  const type = checker.getTypeAtLocation(map);
  return Object.fromEntries(
    checker
      .getPropertiesOfType(type)
      .map((property) => [property.name, typeText(checker, checker.getTypeOfSymbol(property))]),
  );
}

/** Reads the widgets' JSDoc from widget-tags.ts and the event map from cuppa-events.ts. */
export function readWidgetDocs(): WidgetDocs {
  const program = ts.createProgram([tagsFile, eventsFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  // Binding (which the checker does) gives the nodes their parents, which JSDoc lookups follow.
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(tagsFile)!;
  const widgets = source.statements
    .filter(ts.isInterfaceDeclaration)
    .map(readWidget)
    .filter((widget) => widget !== undefined);
  return { widgets, eventDetails: readEventDetails(program, checker) };
}
