/**
 * The scripts of each lazily loaded view (app/lib/lazy-view.tsx), by the view's source path: its chunk
 * and the chunks it imports, as URLs, for the server render to preload. Written by the client build
 * into the server's build (scripts/vite-view-chunks.ts); empty when the store runs from its sources
 * (the development server and the tests load a view when it is first drawn).
 */
export const VIEW_CHUNKS: Readonly<Record<string, readonly string[]>> = {};
