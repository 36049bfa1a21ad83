/** The catalogue pages' messages in en-gb (built in); spread into the built-in bundle. */
export const catalogueEnGb = {} as const;
