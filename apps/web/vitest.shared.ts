import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that need modules as a fresh page load has them: they replace modules (`vi.mock`,
 * `vi.resetModules`) or read a module's load time (early answers are used only in the first
 * seconds after the app starts). They run in a project of their own, each file with fresh
 * modules; the other files share a worker's modules (decision 26).
 */
export const ISOLATED_FILES = [
  'src/i18n/language.test.ts',
  'src/features/verification/DocumentUploadPage.test.tsx',
  'src/api/early/takeEarlyAnswer.test.ts',
];

/** The web's test settings; `isolate: false` shares a worker's modules between its files. */
export const webProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
) =>
  defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      ...files,
      isolate,
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
    },
  });
