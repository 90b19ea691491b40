import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the source says of error messages, read with TypeScript's parser (no type checker):
 * - the custom messages of zod schemas (`.min(6, 'Password must be …')`, `{ message: '…' }`,
 *   `ctx.addIssue({ message })`), the one place a message is written as text: zod hands a field
 *   issue over as text, and `schemaText` finds its `VALIDATION_FAILED` message by it. A message that
 *   is a constant or a call is followed to the constant's text or the function's returns;
 * - the `fixedText('variant', …)` keys (a zod message with values fixed at load);
 * - every string literal, so a test can tell which message names (`'CODE.variant'`) the code uses.
 */
export interface SchemaTexts {
  /** zod's custom texts, each with where it is written. */
  texts: Map<string, string[]>;
  /** `VALIDATION_FAILED` variants passed to `fixedText`. */
  fixedTextKeys: Set<string>;
  /** zod messages built from values in code (a template literal): these need `fixedText`. */
  built: string[];
  /** zod messages the scan could not follow to a text: `file: expression`. */
  passedOn: string[];
  /** Every string literal of the files. */
  literals: Set<string>;
}

/** zod methods whose last argument is a custom message (a text, or `{ message }`). */
const ZOD_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'datetime',
  'url',
  'uuid',
  'enum',
]);

/** Every `.ts` file under `dir` that is not a test, a test kit, a typecheck-only file or a declaration. */
export function sourceFiles(dir: string, skip: (file: string) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (skip(file)) continue;
    if (entry.isDirectory()) found.push(...sourceFiles(file, skip));
    else if (/\.ts$/.test(entry.name) && !/\.(test|test-kit|typecheck|d)\.ts$/.test(entry.name))
      found.push(file);
  }
  return found;
}

interface Parsed {
  file: string;
  source: ts.SourceFile;
  consts: Map<string, ts.Expression[]>;
  functions: Map<string, ts.Node[]>;
  imports: Set<string>;
}

export function findSchemaTexts(files: readonly string[], root: string): SchemaTexts {
  const parsed = files.map((file): Parsed => {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    return {
      file: path.relative(root, file),
      source,
      consts: new Map(),
      functions: new Map(),
      imports: new Set(),
    };
  });
  const globalConsts = new Map<string, ts.Expression[]>();
  const globalFunctions = new Map<string, ts.Node[]>();
  const add = <T>(map: Map<string, T[]>, name: string, value: T) =>
    map.set(name, [...(map.get(name) ?? []), value]);
  const found: SchemaTexts = {
    texts: new Map(),
    fixedTextKeys: new Set(),
    built: [],
    passedOn: [],
    literals: new Set(),
  };

  for (const p of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.literals.add(node.text);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
          add(p.functions, node.name.text, init);
          add(globalFunctions, node.name.text, init);
        } else {
          add(p.consts, node.name.text, init);
          add(globalConsts, node.name.text, init);
        }
      }
      if (ts.isImportSpecifier(node)) p.imports.add(node.name.text);
      if (ts.isFunctionDeclaration(node) && node.name) {
        add(p.functions, node.name.text, node);
        add(globalFunctions, node.name.text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(p.source);
  }

  const byFile = new Map(parsed.map((p) => [p.source, p]));
  const fileOf = (node: ts.Node) => byFile.get(node.getSourceFile())!;
  const where = (node: ts.Node) => {
    const { file, source } = fileOf(node);
    return `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const following = new Set<ts.Node>();

  /** Records what `expr` (a zod message) is; `site` is where it is used, for the texts' locations. */
  const message = (expr: ts.Expression | undefined, site: ts.Node | undefined = expr): void => {
    if (!expr || !site || following.has(expr)) return;
    following.add(expr);
    try {
      follow(expr, site);
    } finally {
      following.delete(expr);
    }
  };

  const follow = (expr: ts.Expression, site: ts.Node): void => {
    const p = fileOf(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
      add(found.texts, expr.text, where(site));
    } else if (ts.isTemplateExpression(expr)) {
      found.built.push(`${where(expr)}: ${expr.getText()}`);
    } else if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isSatisfiesExpression(expr) ||
      ts.isNonNullExpression(expr)
    ) {
      message(expr.expression, site);
    } else if (ts.isConditionalExpression(expr)) {
      message(expr.whenTrue, site);
      message(expr.whenFalse, site);
    } else if (
      ts.isBinaryExpression(expr) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expr.operatorToken.kind)
    ) {
      message(expr.left, site);
      message(expr.right, site);
    } else if (
      expr.kind === ts.SyntaxKind.NullKeyword ||
      (ts.isIdentifier(expr) && expr.text === 'undefined')
    ) {
      // no message
    } else if (ts.isIdentifier(expr)) {
      const consts =
        p.consts.get(expr.text) ?? (p.imports.has(expr.text) ? globalConsts.get(expr.text) : undefined);
      if (consts) for (const init of consts) message(init, site);
      else found.passedOn.push(`${p.file}: ${expr.text}`);
    } else if (ts.isCallExpression(expr)) {
      const callee = expr.expression;
      const name = ts.isIdentifier(callee) ? callee.text : undefined;
      if (name === 'fixedText') {
        const key = expr.arguments[0];
        if (key && ts.isStringLiteral(key)) found.fixedTextKeys.add(key.text);
        else found.passedOn.push(`${p.file}: ${expr.getText()}`);
        return;
      }
      const fns = name
        ? (p.functions.get(name) ?? (p.imports.has(name) ? globalFunctions.get(name) : undefined))
        : undefined;
      if (!fns) found.passedOn.push(`${p.file}: ${expr.getText()}`);
      else for (const fn of fns) for (const returned of returnsOf(fn)) message(returned);
    } else {
      found.passedOn.push(`${p.file}: ${expr.getText()}`);
    }
  };

  for (const p of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
        const args = node.arguments;
        if (method && ZOD_METHODS.has(method)) {
          const last = args[args.length - 1];
          if (last && (ts.isStringLiteral(last) || ts.isTemplateLiteral(last) || isFixedText(last))) {
            message(last);
          } else if (last && ts.isObjectLiteralExpression(last)) message(propertyOf(last, 'message'));
        } else if (method === 'addIssue') {
          const issue = args[0];
          if (issue && ts.isObjectLiteralExpression(issue)) message(propertyOf(issue, 'message'));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(p.source);
  }
  return found;
}

const isFixedText = (node: ts.Node) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fixedText';

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) return property.name;
  }
  return undefined;
}

/** What a function returns: its return statements' values (not nested functions'), or an arrow's body. */
function returnsOf(fn: ts.Node): ts.Expression[] {
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (ts.isFunctionLike(node) && node !== fn) return;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn, visit);
  return found;
}
