import { parse } from '@formatjs/icu-messageformat-parser';
import { hasPlaceholders, PRECOMPILED } from './message';

/**
 * A catalogue with every message that has placeholders parsed ahead (at build time), so that the
 * browser formats them without shipping the ICU parser. Texts without placeholders stay strings.
 */
export function precompileCatalogue(catalogue: object): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string')
      compiled[key] = hasPlaceholders(value) ? { [PRECOMPILED]: parse(value) } : value;
    else if (Array.isArray(value) || value === null || typeof value !== 'object') compiled[key] = value;
    else compiled[key] = precompileCatalogue(value);
  }
  return compiled;
}
