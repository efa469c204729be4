// The one reading of the build mode. Vite defines import.meta.env in the app, its tests and Storybook; plain node
// (the server, a script importing core) does not, and counts as production, the safe side.

/** True only in a development build (vite dev, Storybook, tests): never in what borrowers are served. */
export const isDevelopmentBuild: boolean = import.meta.env?.DEV === true;

/** True in a production build: programming errors degrade to visible placeholders instead of throwing. */
export const isProductionBuild: boolean = import.meta.env?.PROD === true;
