import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Conventions of the web app that keep pages readable (docs/architecture.md, "Web app"), checked
 * on the source: a page file stays under 200 lines (split it into named components beside it, or
 * in its feature's components/), and no conditional (`a ? b : c`) nests more than two deep.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const PAGE_LINES = 200;
const TERNARY_DEPTH = 2;

/** The places (`file:line`) where a conditional sits inside more than `TERNARY_DEPTH - 1` others. */
function deepTernaries(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node, depth: number) => {
    let inside = depth;
    if (ts.isConditionalExpression(node)) {
      inside = depth + 1;
      if (inside > TERNARY_DEPTH)
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    } else if (ts.isFunctionLike(node)) inside = 0;
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, 0);
  return found;
}

describe('web conventions', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources)).toContain('./app/routes/employee/overview.tsx');
  });

  it(`keeps every page file under ${PAGE_LINES} lines`, () => {
    const long = Object.entries(sources)
      .filter(([file]) => file.startsWith('./app/routes/'))
      .map(([file, text]) => ({ file, lines: text.trimEnd().split('\n').length }))
      .filter(({ lines }) => lines >= PAGE_LINES);
    expect(long).toEqual([]);
  });

  it(`nests no conditional more than ${TERNARY_DEPTH} deep`, () => {
    const deep = Object.entries(sources).flatMap(([file, text]) => deepTernaries(file, text));
    expect(deep).toEqual([]);
  });
});
