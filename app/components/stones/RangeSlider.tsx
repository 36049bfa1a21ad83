import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from "react";
import "./RangeSlider.css";

export interface RangeSliderProps {
  label: string;
  /** The whole scale. */
  min: number;
  max: number;
  step: number;
  /** The chosen range; null bounds are the ends of the scale. */
  value: { min: number | null; max: number | null };
  /** Called once a drag or key press ends, with null for a bound at the end of the scale. */
  onCommit: (value: { min: number | null; max: number | null }) => void;
  /** How a value reads ("1.50ct", "£1,250"). */
  format: (value: number) => string;
  /** Drawn above the track (the price histogram). */
  above?: ReactNode;
  /** Accessible names of the two thumbs. */
  thumbLabels: [string, string];
  id?: string;
  /** "log" spreads a wide range (prices) evenly by ratio rather than by difference. */
  scale?: "linear" | "log";
}

const LOG_STEPS = 1000;

/** Two significant figures (1,234 -> 1,200), whole numbers below 100. */
function niceRound(v: number): number {
  if (v < 100) return Math.round(v);
  const magnitude = 10 ** (Math.floor(Math.log10(v)) - 1);
  return Math.round(v / magnitude) * magnitude;
}

/** Maps values to slider positions and back; the identity on a linear scale. */
export function sliderScale(min: number, max: number, scale: "linear" | "log") {
  if (scale === "linear" || min <= 0 || max <= min) {
    return { toPosition: (v: number) => v, toValue: (p: number) => p, fraction: (v: number) => (max > min ? (v - min) / (max - min) : 0) };
  }
  const span = Math.log(max / min);
  const fraction = (v: number) => Math.min(1, Math.max(0, Math.log(Math.max(v, min) / min) / span));
  return {
    toPosition: (v: number) => Math.round(fraction(v) * LOG_STEPS),
    toValue: (p: number) => (p <= 0 ? min : p >= LOG_STEPS ? max : niceRound(min * Math.exp((p / LOG_STEPS) * span))),
    fraction,
  };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

/** Moves a thumb by this many positions at a time with Page Up and Page Down: a tenth of the scale. */
function pageStep(posMin: number, posMax: number, step: number): number {
  return Math.max(step, (posMax - posMin) / 10);
}

/**
 * A two-thumb range slider: two native range inputs over one track (arrow keys, Page Up/Down,
 * Home/End and pointer drag, as the browser gives them), with the values read out beside the label.
 * The thumbs cannot pass each other; a press on the track moves the nearer thumb there. Changes are
 * committed when a drag or key press ends (the inputs' change event), so the search runs once per
 * gesture rather than on every pixel.
 */
export function RangeSlider({
  label,
  min,
  max,
  step,
  value,
  onCommit,
  format,
  above,
  thumbLabels,
  id,
  scale = "linear",
}: RangeSliderProps) {
  const log = scale === "log" && min > 0 && max > min;
  const s = sliderScale(min, max, log ? "log" : "linear");
  const external: [number, number] = [s.toPosition(clamp(value.min ?? min, min, max)), s.toPosition(clamp(value.max ?? max, min, max))];
  const disabled = !(max > min);
  const posMin = s.toPosition(min);
  const posMax = disabled ? posMin + (log ? 1 : step) : s.toPosition(max);
  const posStep = log ? 1 : step;
  /** The nearest position on the scale's steps, within it (six decimals: no floating-point remainder). */
  const snap = (raw: number) => Number(clamp(posMin + Math.round((raw - posMin) / posStep) * posStep, posMin, posMax).toFixed(6));
  const baseId = useId();
  const labelId = `${baseId}label`;
  const inputId = (index: 0 | 1) => `${baseId}thumb-${index}`;
  const inputs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const [local, setLocal] = useState<[number, number]>(external);
  const localRef = useRef(local);
  localRef.current = local;
  const key = `${external[0]}:${external[1]}:${min}:${max}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current !== key) {
      lastKey.current = key;
      setLocal(external);
    }
  });

  const commit = (positions: [number, number]) => {
    const [lo, hi] = positions;
    onCommit({ min: lo <= posMin ? null : s.toValue(lo), max: hi >= posMax ? null : s.toValue(hi) });
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;
  // React's onChange is the input event; the native change event fires once a drag or key press ends.
  useEffect(() => {
    const listeners = inputs.map((input) => {
      const element = input.current;
      const listener = () => commitRef.current(localRef.current);
      element?.addEventListener("change", listener);
      return () => element?.removeEventListener("change", listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, []);

  const move = (index: 0 | 1, position: number) => {
    const [lo, hi] = localRef.current;
    const next: [number, number] = index === 0 ? [Math.min(position, hi), hi] : [lo, Math.max(position, lo)];
    localRef.current = next;
    setLocal(next);
    return next;
  };
  // A press on the track between or beside the thumbs moves the nearer one there and commits.
  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.target !== event.currentTarget || event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = clamp((event.clientX - box.left) / box.width, 0, 1);
    const position = snap(posMin + fraction * (posMax - posMin));
    const [lo, hi] = localRef.current;
    const toLow = Math.abs(position - lo);
    const toHigh = Math.abs(position - hi);
    const index = toLow < toHigh || (toLow === toHigh && position < lo) ? 0 : 1;
    // No mouse events follow, so focus stays on the thumb that moved.
    event.preventDefault();
    commit(move(index, position));
    inputs[index].current?.focus({ preventScroll: true });
  };

  const percent = (position: number) => ((position - posMin) / (posMax - posMin)) * 100;
  const valueText = (position: number) => format(s.toValue(position));
  // With both thumbs at the top of the scale, the low one must be the one on top to be dragged down.
  const lowOnTop = local[0] > posMin + (posMax - posMin) / 2;

  return (
    <div className="stone-range" id={id} role="group" aria-labelledby={labelId} data-disabled={disabled || undefined}>
      <div className="stone-range__head">
        <span className="stone-filter__label" id={labelId}>
          {label}
        </span>
        <output htmlFor={`${inputId(0)} ${inputId(1)}`} aria-live="off" className="stone-range__output">
          {`${valueText(local[0])} – ${valueText(local[1])}`}
        </output>
      </div>
      {above}
      <div className="stone-range__track" onPointerDown={onTrackPointerDown}>
        <div className="stone-range__rail" />
        <div className="stone-range__fill" style={{ left: `${percent(local[0])}%`, width: `${percent(local[1]) - percent(local[0])}%` }} />
        {([0, 1] as const).map((index) => (
          <input
            key={index}
            ref={inputs[index]}
            id={inputId(index)}
            type="range"
            className="stone-range__input"
            data-on-top={(index === 0) === lowOnTop || undefined}
            min={posMin}
            max={posMax}
            step={posStep}
            value={local[index]}
            disabled={disabled}
            aria-label={thumbLabels[index]}
            data-focus-id={`range:${label}:${index}`}
            aria-valuetext={valueText(local[index])}
            onChange={(event) => move(index, clamp(Number(event.target.value), posMin, posMax))}
            onKeyDown={(event) => {
              // Page Up and Page Down move by a tenth of the scale, as on every browser.
              if (event.key !== "PageUp" && event.key !== "PageDown") return;
              event.preventDefault();
              const by = pageStep(posMin, posMax, posStep) * (event.key === "PageUp" ? 1 : -1);
              commit(move(index, snap(localRef.current[index] + by)));
            }}
          />
        ))}
      </div>
    </div>
  );
}

export interface HistogramProps {
  /** Counts per price bucket. */
  buckets: { from: number; to: number; count: number }[];
  /** The chosen part of the scale, highlighted. */
  selected: { min: number | null; max: number | null };
  /** Where a value sits on the slider below (0 to 1), so bars line up with the thumbs. */
  fraction: (value: number) => number;
}

/** Bars of how many stones sit at each price, above the price slider (decorative: the count is announced elsewhere). */
export function Histogram({ buckets, selected, fraction }: HistogramProps) {
  const top = Math.max(1, ...buckets.map((b) => b.count));
  if (!buckets.length) return null;
  return (
    <div className="stone-histogram" aria-hidden="true">
      {buckets.map((b, i) => {
        const inside = (selected.min === null || b.to > selected.min) && (selected.max === null || b.from < selected.max);
        const left = fraction(b.from);
        const right = fraction(b.to);
        if (right <= left || !b.count) return null;
        return (
          <span
            key={i}
            className="stone-histogram__bar"
            data-selected={inside || undefined}
            style={{
              left: `${left * 100}%`,
              width: `calc(${(right - left) * 100}% - 2px)`,
              height: `${Math.max(6, (Math.sqrt(b.count) / Math.sqrt(top)) * 100)}%`,
            }}
          />
        );
      })}
    </div>
  );
}
