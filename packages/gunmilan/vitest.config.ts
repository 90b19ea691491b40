import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'gunmilan', include: ['src/**/*.test.ts'] } });
