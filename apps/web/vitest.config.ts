import { MOCKING_FILES, webProject } from './vitest.shared';

export default webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES }, false);
