import { describe, expect, it } from "vitest";
import { dragSteps, keyStep, wrapFrame } from "./spin.ts";

describe("360 spin", () => {
  it("ignores drags shorter than the 50 px threshold", () => {
    expect(dragSteps(0)).toBe(0);
    expect(dragSteps(49)).toBe(0);
    expect(dragSteps(-49.9)).toBe(0);
  });

  it("turns one frame per 50 px, forwards when dragged left", () => {
    expect(dragSteps(-50)).toBe(1);
    expect(dragSteps(-149)).toBe(2);
    expect(dragSteps(50)).toBe(-1);
    expect(dragSteps(120)).toBe(-2);
  });

  it("wraps around the circle both ways", () => {
    expect(wrapFrame(23, 1, 24)).toBe(0);
    expect(wrapFrame(0, -1, 24)).toBe(23);
    expect(wrapFrame(5, -30, 24)).toBe(23);
    expect(wrapFrame(0, 0, 0)).toBe(0);
  });

  it("turns with the arrow keys and jumps with Home and End", () => {
    expect(keyStep("ArrowRight", 0, 12)).toBe(1);
    expect(keyStep("ArrowLeft", 0, 12)).toBe(11);
    expect(keyStep("Home", 7, 12)).toBe(0);
    expect(keyStep("End", 0, 12)).toBe(11);
    expect(keyStep("Enter", 3, 12)).toBeNull();
  });
});
