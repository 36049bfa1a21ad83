type Pt = [number, number];

/** n points evenly spaced along the length of a closed polygon, starting at its first point. */
export function resampleClosed(poly: readonly Pt[], n: number): Pt[] {
  const lengths: number[] = [];
  let total = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    lengths.push(l);
    total += l;
  }
  const out: Pt[] = [];
  let seg = 0;
  let acc = 0;
  for (let k = 0; k < n; k++) {
    const target = (k / n) * total;
    while (acc + lengths[seg]! < target && seg < poly.length - 1) acc += lengths[seg++]!;
    const a = poly[seg]!;
    const b = poly[(seg + 1) % poly.length]!;
    const t = lengths[seg]! ? (target - acc) / lengths[seg]! : 0;
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return out;
}
