// Registers every image renderer; imported once by the HTTP layer.
export { mediaHandler } from "./route.ts";
import "./ring.ts";
import "./jewellery.ts";
import "./stone.ts";
import "./site.ts";
