import styles from './wordmark.module.css';

/**
 * A sponsor's logo for the fictional demo: its name set as a wordmark (no downloads). What every
 * wordmark shares is in `wordmark.module.css`, not in each one's attributes.
 */
export function Wordmark({ name, width, height }: { name: string; width: number; height: number }) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      role="img"
      aria-label={name}
      className={styles.wordmark}
    >
      <text
        x="50%"
        y="55%"
        fontSize={Math.round(height * 0.62)}
        textLength={Math.round(width * 0.86)}
        lengthAdjust="spacingAndGlyphs"
      >
        {name.toUpperCase()}
      </text>
    </svg>
  );
}
