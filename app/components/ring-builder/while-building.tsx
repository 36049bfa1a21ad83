import { Suspense, type ComponentProps } from "react";
import { lazyView } from "../../lib/lazy-view.tsx";
import type { SoldStone as SoldStoneView } from "./SoldStone.tsx";
import type { StepBar as StepBarView } from "./StepBar.tsx";
import "./ring-builder.css";

// The step bar shows only while a ring is being built, and the sold stone's notice only once its stone
// has been sold: a page loads each only when it shows it (app/lib/lazy-view.tsx). Neither loads the
// stone words or the stone URL grammar: the server names and links the ring's stones. Each is a
// boundary of its own: the rest of the page does not wait for it.
const LazyStepBar = lazyView("app/components/ring-builder/StepBar.tsx", () => import("./StepBar.tsx").then((m) => m.StepBar));
const LazySoldStone = lazyView("app/components/ring-builder/SoldStone.tsx", () => import("./SoldStone.tsx").then((m) => m.SoldStone));

/** The ring builder's step bar (StepBar.tsx), loaded when shown. */
export function StepBar(props: ComponentProps<typeof StepBarView>) {
  return (
    <Suspense fallback={null}>
      <LazyStepBar {...props} />
    </Suspense>
  );
}

/** The notice of a chosen stone that has been sold (SoldStone.tsx), loaded when shown. */
export function SoldStone(props: ComponentProps<typeof SoldStoneView>) {
  return (
    <Suspense fallback={null}>
      <LazySoldStone {...props} />
    </Suspense>
  );
}
