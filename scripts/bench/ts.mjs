// Loads the repository's TypeScript source (the API's database code, the demo generator, the
// token service) with tsx, the same tool `npm run dev` uses, so the benchmark reuses it unchanged.
import { tsImport } from 'tsx/esm/api';

const cache = new Map();

export function tsModule(file) {
  if (!cache.has(file)) cache.set(file, tsImport(file, import.meta.url));
  return cache.get(file);
}
