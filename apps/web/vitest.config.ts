import { ISOLATED_FILES, webProject } from './vitest.shared';

export default webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED_FILES }, false);
