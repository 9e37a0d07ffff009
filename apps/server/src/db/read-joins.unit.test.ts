import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownershipProblems, repositoryModuleFiles, repositoryTableFiles } from '../test/table-ownership';
import { READ_JOINS } from './read-joins';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('table ownership in SQL', () => {
  it('finds the tables of every module and its SQL', () => {
    const tables = repositoryTableFiles(root);
    expect(tables.map((file) => file.owner)).toContain('catalog');
    expect(repositoryModuleFiles(root).map((file) => file.path)).toContain(
      'apps/server/src/modules/orders/index.ts',
    );
  });

  it("keeps each module's SQL to its own tables, but for the read joins declared with their reason", () => {
    expect(ownershipProblems(repositoryTableFiles(root), repositoryModuleFiles(root), READ_JOINS)).toEqual(
      [],
    );
  });
});
