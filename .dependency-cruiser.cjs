// The import graph's rules (issue 23, DESIGN §7), checked by `npm test` (`npm run check:imports`).
// ESLint's boundaries say which part may import which; this says what the graph as a whole may
// not hold: a circle, or a list of areas read below the composition root.

/** The lists of areas, and the only modules (besides tests) that may read them. */
const areaLists = ['^src/server/areas/index\\.ts$', '^src/web/areas\\.ts$', '^src/web/hubs/index\\.ts$', '^src/web/appAreas\\.ts$'];
const compositionRoots = ['^src/server/composition\\.ts$', '^src/web/appAreas\\.ts$', '^src/web/appParts\\.ts$'];
const testFiles = ['\\.test\\.tsx?$', '\\.testing\\.tsx?$', '\\.testUtils\\.tsx?$', '\\.testData\\.ts$', '\\.stories\\.tsx$', '\\.bench\\.ts$', '^src/web/testing/', '^tests/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other (directly or round a longer loop) cannot be understood, tested or loaded one without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'area-lists-at-the-root',
      comment: 'The lists of areas are read at the composition root, which hands them down; below it they would close a circle through every area.',
      severity: 'error',
      from: { pathNot: [...compositionRoots, ...testFiles] },
      to: { path: areaLists },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types still ties the modules' meaning together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: ['^src/contract/openapi\\.d\\.ts$'] },
  },
};
