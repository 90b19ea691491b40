import { MOCKING_FILES, webProject } from './vitest.shared';

export default webProject('web-mocking', { include: MOCKING_FILES }, true);
