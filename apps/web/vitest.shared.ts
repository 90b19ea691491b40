import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace modules (`vi.mock`, `vi.resetModules`): they run in a project of their
 * own, each file with fresh modules, since a replaced module would otherwise leak into the files
 * that share a worker's modules after them (decision 26).
 */
export const MOCKING_FILES = [
  'src/i18n/language.test.ts',
  'src/features/verification/DocumentUploadPage.test.tsx',
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
