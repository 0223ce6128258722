import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** MUI's components and what they are built on (Emotion, transitions, Popper). */
const MUI =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|@popperjs|clsx|react-is|prop-types)[\\/]/;
const ICONS = /node_modules[\\/]@mui[\\/]icons-material[\\/]/;

/**
 * How the bundle is cut into chunks (issue 22). Left to itself, Rolldown gave every MUI component
 * and icon a chunk of its own: the signed-in home asked for 62 files beyond the app's, the editor
 * for 89. On a phone each request waits a round trip on one of six connections, and Lighthouse's
 * slow-4G model made that most of the pages' first paint (docs/benchmarks-delivery.md, "Fewer
 * chunks"). So MUI and the icons become two chunks each: what the app's own code uses
 * (`$initial`: the static graph of an entry, web/src/startApp.tsx being one, see vite.config.ts),
 * and the rest, which every route shares. `includeDependenciesRecursively` stays off: on, a
 * group takes the modules its members import too, and the app then imported the routes' MUI chunk.
 */
export const codeSplitting: CodeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    { name: 'mui-app', test: MUI, tags: ['$initial'], priority: 2 },
    { name: 'icons-app', test: ICONS, tags: ['$initial'], priority: 2 },
    { name: 'mui', test: MUI, priority: 1 },
    { name: 'icons', test: ICONS, priority: 1 },
  ],
};
