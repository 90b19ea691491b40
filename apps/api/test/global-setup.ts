import type { TestProject } from 'vitest/node';
import { type DatabaseTemplate, makeDatabaseTemplate } from './database-template';
import { startTestApp } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

/** Once per run: the database template every test file's database is copied from. */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeDatabaseTemplate(process.env.DATABASE_URL, async (database) => {
    const testApp = await startTestApp(database);
    await testApp.close();
  });
  project.provide('databaseTemplate', template);
  return remove;
}
