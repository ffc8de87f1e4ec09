// The standard shape of an area (docs/adding-an-area.md) as a check over a source tree: what
// each area's folders must hold, and what may not reach into an area from outside. Pure over the
// tree it is given, so a test can show it failing on a deliberately broken one.
import fs from 'node:fs';
import path from 'node:path';

/** One finding: where, and what a person fixes. */
export interface Problem {
  file: string;
  problem: string;
}

/** The parts every server area has; an area that keeps tables has those parts too. */
export const serverAreaShape = {
  folder: 'src/server/areas',
  required: ['index.ts', 'handlers.ts', 'handlers/'],
  withTables: ['tables.ts', 'repository/', 'migrations/'],
  /** A file longer than this is two jobs (a 424-line handlers file reads badly). */
  maxLines: 250,
  tests: 'tests/api',
} as const;

/** The parts every web area has at its folder's root, and the route test it has somewhere. */
export const webAreaShape = {
  folder: 'src/web/features',
  required: ['area.ts', 'routes.ts', 'messages.en.json', 'messages.sv.json', 'routes.testData.ts'],
  /** Its routes tested with their loaders: `routes.test.tsx`, or a `<Name>Route.test.tsx` beside each route. */
  routeTest: /(^|\/)(routes|[A-Z]\w*Route)\.test\.tsx$/,
} as const;

/** The lists of areas and the composition roots, the only modules (tests aside) that read them. */
export const areaLists = ['src/server/areas/index.ts', 'src/web/areas.ts', 'src/web/hubs/index.ts', 'src/web/appAreas.ts'];
export const compositionRoots = ['src/server/composition.ts', 'src/web/appAreas.ts', 'src/web/appParts.ts'];

const sourceFile = /\.(ts|tsx)$/;
const testFile = /(\.test\.tsx?|\.testing\.ts|\.testUtils\.tsx|\.testData\.ts|\.stories\.tsx|\.bench\.ts)$|^src\/web\/testing\//;

/** Every file below `dir` (relative to `root`, with forward slashes), or none if it is missing. */
export function filesBelow(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The areas of one side: the folders in its areas' folder. */
export function areaNames(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Whether a part exists: a file, or (ending in '/') a folder with at least one file. */
function has(root: string, areaFolder: string, part: string): boolean {
  if (part.endsWith('/')) return filesBelow(root, `${areaFolder}/${part}`).length > 0;
  return fs.existsSync(path.join(root, areaFolder, part));
}

function missing(root: string, areaFolder: string, parts: readonly string[], why: string): Problem[] {
  return parts.filter((part) => !has(root, areaFolder, part)).map((part) => ({ file: `${areaFolder}/${part}`, problem: `missing (${why})` }));
}

/** What a server area lacks of the standard shape, and its files that are too long. */
export function serverAreaProblems(root: string, area: string): Problem[] {
  const folder = `${serverAreaShape.folder}/${area}`;
  const keepsTables = has(root, folder, 'migrations/') || has(root, folder, 'tables.ts');
  const tests = `${serverAreaShape.tests}/${area}`;
  const problems = [
    ...missing(root, folder, serverAreaShape.required, 'every server area'),
    ...(keepsTables ? missing(root, folder, serverAreaShape.withTables, 'a server area that keeps tables') : []),
    ...missing(root, tests, ['operations.ts'], "the area's rows of the every-operation guard"),
    ...(keepsTables ? missing(root, tests, ['otherUsersIds.ts'], "the area's rows of the other-user's-ids guard") : []),
  ];
  if (has(root, folder, 'index.ts') && !read(root, `${folder}/index.ts`).includes('defineArea(')) {
    problems.push({ file: `${folder}/index.ts`, problem: 'does not define the area with defineArea' });
  }
  for (const file of filesBelow(root, folder).filter((name) => sourceFile.test(name) && !testFile.test(name))) {
    const lines = read(root, file).split('\n').length;
    if (lines > serverAreaShape.maxLines) problems.push({ file, problem: `${lines} lines: split it by resource (at most ${serverAreaShape.maxLines})` });
  }
  return problems;
}

/** What a web area lacks of the standard shape. */
export function webAreaProblems(root: string, area: string): Problem[] {
  const folder = `${webAreaShape.folder}/${area}`;
  const problems = [
    ...missing(root, folder, webAreaShape.required, 'every web area'),
  ];
  if (!filesBelow(root, folder).some((file) => webAreaShape.routeTest.test(file))) {
    problems.push({ file: `${folder}/routes.test.tsx`, problem: 'missing (a web area tests its routes with their loaders)' });
  }
  if (has(root, folder, 'area.ts') && !read(root, `${folder}/area.ts`).includes('defineArea(')) {
    problems.push({ file: `${folder}/area.ts`, problem: 'does not define the area with defineArea' });
  }
  return problems;
}

/**
 * Files outside every area's folders that name one area's folder (an import, a glob, a path),
 * and ids of an area's texts in a shared catalogue: what an area owns lives in its folders, so
 * adding one touches only those and the three lists.
 */
export function namedFromOutside(root: string): Problem[] {
  const serverAreas = areaNames(root, serverAreaShape.folder);
  const webAreas = areaNames(root, webAreaShape.folder);
  const areaFolders = [...serverAreas.map((area) => `${serverAreaShape.folder}/${area}/`), ...webAreas.map((area) => `${webAreaShape.folder}/${area}/`)];
  // Tests, stories, benchmarks and test helpers may use the real areas (the dashboard's test draws their cards).
  const outside = filesBelow(root, 'src').filter(
    (file) =>
      !areaFolders.some((folder) => file.startsWith(folder)) && !areaLists.includes(file) && !file.startsWith('src/contract/') && !testFile.test(file),
  );
  const naming = [
    ...serverAreas.map((area) => ({ area, pattern: new RegExp(`areas/${area}(/|['"\`])`) })),
    ...webAreas.map((area) => ({ area, pattern: new RegExp(`features/${area}(/|['"\`])`) })),
  ];
  const problems: Problem[] = [];
  for (const file of outside) {
    if (file.endsWith('.json')) {
      if (!file.startsWith('src/web/i18n/')) continue;
      const ids = Object.keys(JSON.parse(read(root, file)) as Record<string, string>);
      for (const area of webAreas) {
        const owned = ids.filter((id) => id.startsWith(`${area}.`));
        if (owned.length > 0) problems.push({ file, problem: `holds ${owned.length} of area ${area}'s texts (${owned[0]}…): move them to its catalogue` });
      }
      continue;
    }
    if (!sourceFile.test(file)) continue;
    const text = read(root, file);
    for (const { area, pattern } of naming) {
      if (pattern.test(text)) problems.push({ file, problem: `names area ${area}: what an area owns lives in its folders` });
    }
  }
  return problems;
}

/** Modules other than the composition roots that import a list of areas (tests may). */
export function listsReadBelowTheRoot(root: string): Problem[] {
  const problems: Problem[] = [];
  for (const file of filesBelow(root, 'src').filter((name) => sourceFile.test(name) && !testFile.test(name))) {
    if (compositionRoots.includes(file)) continue;
    for (const target of importedFiles(root, file)) {
      if (areaLists.includes(target)) problems.push({ file, problem: `imports ${target}: only the composition root reads a list of areas` });
    }
  }
  return problems;
}

/** The repository files a module's relative imports name (with or without extension). */
function importedFiles(root: string, file: string): string[] {
  const specifiers = [...read(root, file).matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].flatMap((match) => match[1] ?? []);
  return specifiers.map((specifier) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`];
    return candidates.find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) ?? target;
  });
}

function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}
