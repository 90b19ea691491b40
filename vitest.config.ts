import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
    // A worker per core, two at the least: vitest's default leaves one core idle, and much of the
    // API suite waits on processes, sockets and the database rather than computing.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
