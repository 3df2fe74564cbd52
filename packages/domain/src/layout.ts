/**
 * 000 §9 "Layout": the breakpoints sm 530, md 900, lg 1200, xl 1600, and the media queries the
 * site's `<picture>` sources (which cannot read CSS) write with them.
 */
export const BREAKPOINTS = { sm: 530, md: 900, lg: 1200, xl: 1600 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** A media query for widths below a breakpoint (`(max-width: 529.98px)` for sm). */
export function belowBreakpoint(name: Breakpoint): string {
  return `(max-width: ${String(BREAKPOINTS[name] - 0.02)}px)`;
}

/** A media query for widths from a breakpoint on (`(min-width: 900px)` for md). */
export function fromBreakpoint(name: Breakpoint): string {
  return `(min-width: ${String(BREAKPOINTS[name])}px)`;
}
