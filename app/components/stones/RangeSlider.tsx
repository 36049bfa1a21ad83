import { useEffect, useRef, useState, type ReactNode } from "react";
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";
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

/**
 * A two-thumb range slider (react-aria: arrow keys, Page Up/Down, Home/End, pointer drag), with the
 * values read out beside the label. Changes are committed when a drag or key press ends, so the
 * search runs once per gesture rather than on every pixel.
 */
export function RangeSlider({ label, min, max, step, value, onCommit, format, above, thumbLabels, id, scale = "linear" }: RangeSliderProps) {
  const log = scale === "log" && min > 0 && max > min;
  const s = sliderScale(min, max, log ? "log" : "linear");
  const external: [number, number] = [
    s.toPosition(clamp(value.min ?? min, min, max)),
    s.toPosition(clamp(value.max ?? max, min, max)),
  ];
  const posMin = s.toPosition(min);
  const posMax = s.toPosition(max);
  const lowInput = useRef<HTMLInputElement>(null);
  const highInput = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<[number, number]>(external);
  const key = `${external[0]}:${external[1]}:${min}:${max}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current !== key) {
      lastKey.current = key;
      setLocal(external);
    }
  });
  // On a log scale the slider moves through positions; screen readers hear the value itself.
  useEffect(() => {
    if (!log) return;
    lowInput.current?.setAttribute("aria-valuetext", format(s.toValue(local[0])));
    highInput.current?.setAttribute("aria-valuetext", format(s.toValue(local[1])));
  });
  const disabled = !(max > min);
  return (
    <Slider<number[]>
      className="stone-range"
      id={id}
      minValue={posMin}
      maxValue={disabled ? posMin + (log ? 1 : step) : posMax}
      step={log ? 1 : step}
      value={local}
      isDisabled={disabled}
      onChange={(v) => setLocal([v[0]!, v[1]!])}
      onChangeEnd={(v) => {
        const lo = v[0]!;
        const hi = v[1]!;
        onCommit({ min: lo <= posMin ? null : s.toValue(lo), max: hi >= posMax ? null : s.toValue(hi) });
      }}
    >
      <div className="stone-range__head">
        <Label className="stone-filter__label">{label}</Label>
        <SliderOutput className="stone-range__output">
          {({ state }) => `${format(s.toValue(state.getThumbValue(0)))} – ${format(s.toValue(state.getThumbValue(1)))}`}
        </SliderOutput>
      </div>
      {above}
      <SliderTrack className="stone-range__track">
        {({ state }) => (
          <>
            <div className="stone-range__rail" />
            <div
              className="stone-range__fill"
              style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }}
            />
            <SliderThumb index={0} aria-label={thumbLabels[0]} className="stone-range__thumb" inputRef={lowInput} />
            <SliderThumb index={1} aria-label={thumbLabels[1]} className="stone-range__thumb" inputRef={highInput} />
          </>
        )}
      </SliderTrack>
    </Slider>
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
