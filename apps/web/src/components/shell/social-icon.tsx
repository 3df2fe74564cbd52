import { cache, type ReactNode } from 'react';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import socialMarks from './social-marks.svg';

const PATHS: Readonly<Record<string, string>> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  twitter: siX.path,
  x: siX.path,
  youtube: siYoutube.path,
};

/** The networks whose mark this render has drawn: one set per request on the server. */
const drawnMarks = cache((): Set<string> => new Set());

function mark(network: string): ReactNode {
  const path = PATHS[network];
  if (path) return <path d={path} />;
  // LinkedIn's mark is not in simple-icons: a rounded square with "in".
  return (
    <>
      <rect x="1" y="1" width="22" height="22" rx="3" />
      <text
        x="12"
        y="17.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="13"
        fill="var(--c-primary, #000)"
      >
        in
      </text>
    </>
  );
}

/**
 * The social icons of 000 §3 "Navigation items": facebook, instagram, linkedin, twitter/x,
 * youtube. A page draws each network's mark once: the first icon of a network in a server render
 * holds it as a `<symbol>` and every icon (that one too) is a `<use>` of it, so the header's
 * right links, a social post and a profile showing the same network carry its path (instagram's
 * is 2 kB) once in the HTML and the RSC payload (issue 31); the footer draws from a file
 * (`SocialIconFromFile`). `<use>` finds a symbol
 * later in the document as well. Where React's `cache` is not per request (a module drawn in
 * the browser), each icon draws its own path.
 */
export function SocialIcon({ network }: { network: string }) {
  const drawn = drawnMarks();
  const perRequest = drawn === drawnMarks();
  const first = !drawn.has(network);
  drawn.add(network);
  const id = `social-${network}`;
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      {perRequest ? (
        <>
          {first ? (
            <symbol id={id} viewBox="0 0 24 24">
              {mark(network)}
            </symbol>
          ) : null}
          <use href={`#${id}`} />
        </>
      ) : (
        mark(network)
      )}
    </svg>
  );
}

/** The symbols of `social-marks.svg` (the same marks as `mark` draws). */
const FILE_SYMBOLS: Readonly<Record<string, string>> = {
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'x',
  x: 'x',
  youtube: 'youtube',
};

/** The file's URL: a static import is an object with `src` under Next.js, a string under Vite. */
const marksFile = socialMarks as string | { src: string };
const marksUrl = typeof marksFile === 'string' ? marksFile : marksFile.src;

/**
 * A social icon drawn from `social-marks.svg`, a static file cached for a year and shared by
 * every page, instead of the page's HTML and RSC payload (~4 kB of paths, instagram's 2 kB).
 * For icons below the fold (the footer): the file is fetched after the HTML, so an icon in the
 * first screen would appear a moment later on a first visit (issue 31).
 */
export function SocialIconFromFile({ network }: { network: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <use href={`${marksUrl}#${FILE_SYMBOLS[network] ?? 'linkedin'}`} />
    </svg>
  );
}
