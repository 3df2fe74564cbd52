/** The club crest as an SVG document (favicon and app icon), from the config's colours. */
export function crestSvg(initial: string, primary: string, accent: string): string {
  const letter = initial.replace(/[<>&"']/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 56">',
    `<path d="M24 2 L46 9 V28 C46 42 36 50 24 54 C12 50 2 42 2 28 V9 Z" fill="${primary}"/>`,
    `<path d="M24 6 L42 12 V28 C42 39 34 46 24 50 C14 46 6 39 6 28 V12 Z" fill="none" stroke="${accent}" stroke-width="2.5"/>`,
    `<text x="24" y="36" text-anchor="middle" font-family="Arial Narrow, sans-serif" font-weight="700" font-size="24" fill="${accent}">${letter}</text>`,
    '</svg>',
  ].join('');
}
