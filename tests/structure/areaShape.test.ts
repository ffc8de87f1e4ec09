import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  areaNames,
  listsReadBelowTheRoot,
  namedFromOutside,
  serverAreaProblems,
  serverAreaShape,
  webAreaProblems,
  webAreaShape,
} from './areaShape';

const repository = path.resolve(import.meta.dirname, '../..');

describe('every area has the standard shape (docs/adding-an-area.md)', () => {
  it.each(areaNames(repository, serverAreaShape.folder))('server area %s', (area) => {
    expect(serverAreaProblems(repository, area)).toEqual([]);
  });

  it.each(areaNames(repository, webAreaShape.folder))('web area %s', (area) => {
    expect(webAreaProblems(repository, area)).toEqual([]);
  });

  it('no file outside an area names it, and no shared catalogue holds its texts', () => {
    expect(namedFromOutside(repository)).toEqual([]);
  });

  it('only the composition roots read a list of areas', () => {
    expect(listsReadBelowTheRoot(repository)).toEqual([]);
  });
});

describe('the shape check fails on a broken tree', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'area-shape-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text = '') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  // A server area with tables but no repository, a 300-line handler and no guard rows; a web
  // area without its routes; shared code that names an area and reads the list; a shared
  // catalogue holding an area's text.
  write('src/server/areas/plants/index.ts', "export const plants = defineArea({ name: 'plants' });");
  write('src/server/areas/plants/handlers.ts');
  write('src/server/areas/plants/handlers/plants.ts', 'const line = 1;\n'.repeat(300));
  write('src/server/areas/plants/tables.ts');
  write('src/server/areas/plants/migrations/20270101T0000_plants.ts');
  write('src/server/areas/index.ts', "import { plants } from './plants/index';");
  write('src/web/features/plants/area.ts', "export const plantsArea = defineArea({ id: 'plants' });");
  write('src/web/features/plants/PlantsRoute.tsx');
  write('src/web/areas.ts', "import { plantsArea } from './features/plants/area';");
  write('src/web/appParts.ts', "import { areas } from './areas';");
  write('src/web/shell/sidebarLinks.ts', "import { areas } from '../areas';");
  write('src/web/api/errorMessages.ts', "import { plantErrors } from '../features/plants/errors';");
  write('src/web/i18n/en.json', JSON.stringify({ 'plants.errors.notFound': 'That plant no longer exists', 'shell.title': 'Lifelog' }));

  it('names each missing part of a server area and each file too long', () => {
    expect(serverAreaProblems(root, 'plants')).toEqual([
      { file: 'src/server/areas/plants/repository/', problem: 'missing (a server area that keeps tables)' },
      { file: 'tests/api/plants/operations.ts', problem: "missing (the area's rows of the every-operation guard)" },
      { file: 'tests/api/plants/otherUsersIds.ts', problem: "missing (the area's rows of the other-user's-ids guard)" },
      { file: 'src/server/areas/plants/handlers/plants.ts', problem: '301 lines: split it by resource (at most 250)' },
    ]);
  });

  it('names each missing part of a web area', () => {
    expect(webAreaProblems(root, 'plants').map((problem) => problem.file)).toEqual([
      'src/web/features/plants/routes.ts',
      'src/web/features/plants/messages.en.json',
      'src/web/features/plants/messages.sv.json',
      'src/web/features/plants/routes.testData.ts',
      'src/web/features/plants/routes.test.tsx',
    ]);
  });

  it('finds shared code naming an area and a shared catalogue holding its texts', () => {
    expect(namedFromOutside(root)).toEqual([
      { file: 'src/web/api/errorMessages.ts', problem: 'names area plants: what an area owns lives in its folders' },
      { file: 'src/web/i18n/en.json', problem: "holds 1 of area plants's texts (plants.errors.notFound…): move them to its catalogue" },
    ]);
  });

  it('finds a list of areas read below the composition root', () => {
    expect(listsReadBelowTheRoot(root)).toEqual([{ file: 'src/web/shell/sidebarLinks.ts', problem: 'imports src/web/areas.ts: only the composition root reads a list of areas' }]);
  });
});
