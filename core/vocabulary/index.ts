export * from "./define.ts";
export * from "./metals.ts";
export * from "./engagement.ts";
export * from "./wedding.ts";
export * from "./jewellery.ts";
export * from "./sort.ts";
export * from "./shapes.ts";
