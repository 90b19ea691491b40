import { ISOLATED_FILES, webProject } from './vitest.shared';

export default webProject('web-isolated', { include: ISOLATED_FILES }, true);
