import type { Random } from './random';

/**
 * Demo pictures drawn as SVG (no downloads, no fonts): stadium scenes, club crests, player
 * portraits and shop products. sharp renders them to JPEG/PNG files.
 */
const PALETTES = [
  ['#0b3d2e', '#d4a017'],
  ['#0b3d91', '#f2c230'],
  ['#a3112b', '#f4b400'],
  ['#1f5f3a', '#c5d86d'],
  ['#a8380c', '#1b1b1b'],
  ['#1c1c1c', '#b8913a'],
  ['#35495e', '#41b883'],
  ['#5b2a86', '#f7b32b'],
] as const;

export function palette(index: number): readonly [string, string] {
  return PALETTES[index % PALETTES.length] ?? PALETTES[0];
}

/** A stadium at dusk: sky, stands with lights, a striped pitch, some players as dots. */
export function stadiumSvg(random: Random, width: number, height: number, index: number): string {
  const [primary, accent] = palette(index);
  const horizon = Math.round((height * random.int(38, 52)) / 100);
  const lights = Array.from({ length: 60 }, () => {
    const x = random.int(0, width);
    const y = random.int(Math.round(horizon * 0.45), horizon - 8);
    return `<circle cx="${String(x)}" cy="${String(y)}" r="${String(random.int(2, 5))}" fill="${accent}" opacity="0.${String(random.int(3, 9))}"/>`;
  }).join('');
  const stripes = Array.from({ length: 10 }, (_, i) => {
    const y = horizon + ((height - horizon) / 10) * i;
    return `<rect x="0" y="${String(y)}" width="${String(width)}" height="${String((height - horizon) / 10)}" fill="${i % 2 ? '#2f7d3b' : '#2a7034'}"/>`;
  }).join('');
  const players = Array.from({ length: 8 }, (_, i) => {
    const x = random.int(60, width - 60);
    const y = random.int(horizon + 40, height - 40);
    const colour = i % 2 ? primary : '#ffffff';
    return `<g transform="translate(${String(x)} ${String(y)})"><circle r="14" cy="-46" fill="#f1c9a5"/><rect x="-14" y="-32" width="28" height="44" rx="8" fill="${colour}"/><rect x="-12" y="12" width="9" height="30" fill="#222"/><rect x="3" y="12" width="9" height="30" fill="#222"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#0d1b2a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<rect x="0" y="${String(Math.round(horizon * 0.4))}" width="${String(width)}" height="${String(Math.round(horizon * 0.6))}" fill="#111" opacity="0.55"/>
${lights}${stripes}
<rect x="${String(width * 0.1)}" y="${String(horizon + 20)}" width="${String(width * 0.8)}" height="${String(height - horizon - 40)}" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>
<line x1="${String(width / 2)}" y1="${String(horizon + 20)}" x2="${String(width / 2)}" y2="${String(height - 20)}" stroke="#fff" stroke-width="4" opacity="0.8"/>
<ellipse cx="${String(width / 2)}" cy="${String((horizon + height) / 2)}" rx="${String(width * 0.08)}" ry="${String((height - horizon) * 0.18)}" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>
${players}
</svg>`;
}

/** A crest: a shield in the club's two colours with a chevron and a star. */
export function crestSvg(size: number, index: number): string {
  const [primary, accent] = palette(index);
  const band = index % 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 100 100">
<path d="M50 4 L90 16 L86 62 Q80 84 50 96 Q20 84 14 62 L10 16 Z" fill="${primary}" stroke="${accent}" stroke-width="4"/>
${band === 0 ? `<path d="M18 40 L50 60 L82 40 L82 52 L50 72 L18 52 Z" fill="${accent}"/>` : ''}
${band === 1 ? `<rect x="44" y="12" width="12" height="78" fill="${accent}"/>` : ''}
${band === 2 ? `<circle cx="50" cy="52" r="18" fill="none" stroke="${accent}" stroke-width="7"/>` : ''}
<path d="M50 18 L54 28 L65 28 L56 34 L59 44 L50 38 L41 44 L44 34 L35 28 L46 28 Z" fill="#fff"/>
</svg>`;
}

/** A player portrait: a silhouette in a kit of the given colour on a studio background. */
export function portraitSvg(width: number, height: number, index: number): string {
  const [primary, accent] = palette(index % 2 ? 0 : 2);
  const skin = ['#f1c9a5', '#d9a878', '#8d5a3b', '#e8b98f'][index % 4] ?? '#f1c9a5';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 300 400">
<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#3a4a5a"/><stop offset="1" stop-color="#101820"/></radialGradient></defs>
<rect width="300" height="400" fill="url(#bg)"/>
<path d="M40 400 Q40 270 150 250 Q260 270 260 400 Z" fill="${primary}"/>
<path d="M120 252 L150 290 L180 252" fill="none" stroke="${accent}" stroke-width="10"/>
<rect x="128" y="200" width="44" height="60" fill="${skin}"/>
<ellipse cx="150" cy="160" rx="58" ry="70" fill="${skin}"/>
<path d="M92 140 Q100 80 150 84 Q204 80 208 140 Q190 110 150 112 Q110 110 92 140 Z" fill="#2b1d14"/>
</svg>`;
}

/** A shop product: a shirt, scarf or ball on a light background. */
export function productSvg(size: number, index: number): string {
  const [primary, accent] = palette(index);
  const shapes = [
    `<path d="M70 40 L110 25 Q128 45 146 25 L186 40 L216 90 L186 106 L178 92 L178 220 L78 220 L78 92 L70 106 L40 90 Z" fill="${primary}" stroke="${accent}" stroke-width="5"/>`,
    `<rect x="30" y="104" width="196" height="48" rx="8" fill="${primary}"/><rect x="60" y="104" width="24" height="48" fill="${accent}"/><rect x="172" y="104" width="24" height="48" fill="${accent}"/>`,
    `<circle cx="128" cy="128" r="86" fill="#fff" stroke="#222" stroke-width="5"/><path d="M128 82 L160 106 L148 144 L108 144 L96 106 Z" fill="${primary}"/>`,
    `<path d="M64 70 L192 70 L182 210 L74 210 Z" fill="${primary}"/><path d="M192 96 Q230 110 192 150" fill="none" stroke="${primary}" stroke-width="14"/><rect x="80" y="120" width="96" height="14" fill="${accent}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#f3f4f6"/>${shapes[index % shapes.length] ?? ''}
</svg>`;
}
