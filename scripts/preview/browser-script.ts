// Browser code of the preview's stand-ins is kept as TypeScript (type-checked with the rest) and served as the
// classic script it compiles to.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import ts from 'typescript';

export async function browserScript(file: string): Promise<string> {
  const source = await readFile(file, 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None, removeComments: true },
  }).outputText;
}

/** Serves what `load` gives (once), uncached: the preview's stand-ins change with the code. */
export function serve(type: string, load: () => Promise<string>) {
  let body: Promise<string> | undefined;
  return async (_req: IncomingMessage, res: ServerResponse) => {
    body ??= load();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', type);
    res.end(await body);
  };
}
