// The parts of a page that show only while a ring is being built (while-building.tsx loads them): one
// module, so that they come in one script with the links they make.
export { StepBar } from "./StepBar.tsx";
export { SoldStone } from "./SoldStone.tsx";
