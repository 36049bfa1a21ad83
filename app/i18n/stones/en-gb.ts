/** The stones pages' messages in en-gb (built in); spread into the built-in bundle. */
export const stonesEnGb = {} as const;
