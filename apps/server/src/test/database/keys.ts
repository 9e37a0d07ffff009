export const PGLITE_TEMPLATE_KEY = 'pgliteTemplateFile';
export const POSTGRES_TEMPLATE_KEY = 'postgresTemplateDatabase';
export const RUN_PID_KEY = 'testRunPid';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateDatabase: string;
    testRunPid: number;
  }
}
