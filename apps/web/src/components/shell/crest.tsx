/** The demo club's crest, drawn from the config's colours: a shield with the club's initial. */
export function Crest({
  initial,
  primary,
  accent,
  size = 44,
}: {
  initial: string;
  primary: string;
  accent: string;
  size?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 56" aria-hidden="true" focusable="false">
      <path d="M24 2 L46 9 V28 C46 42 36 50 24 54 C12 50 2 42 2 28 V9 Z" fill={primary} />
      <path
        d="M24 6 L42 12 V28 C42 39 34 46 24 50 C14 46 6 39 6 28 V12 Z"
        fill="none"
        stroke={accent}
        strokeWidth="2.5"
      />
      <text
        x="24"
        y="36"
        textAnchor="middle"
        style={{ fontFamily: 'var(--font-display)' }}
        fontWeight="700"
        fontSize="24"
        fill={accent}
      >
        {initial}
      </text>
    </svg>
  );
}
