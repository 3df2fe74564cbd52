/** A sponsor's logo for the fictional demo: its name set as a wordmark (no downloads). */
export function Wordmark({ name, width, height }: { name: string; width: number; height: number }) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      role="img"
      aria-label={name}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <text
        x="50%"
        y="55%"
        dominantBaseline="middle"
        textAnchor="middle"
        style={{ fontFamily: 'var(--font-display)' }}
        fontWeight="700"
        fontSize={Math.round(height * 0.62)}
        fill="currentColor"
        textLength={Math.round(width * 0.86)}
        lengthAdjust="spacingAndGlyphs"
      >
        {name.toUpperCase()}
      </text>
    </svg>
  );
}
