import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';

const PATHS: Readonly<Record<string, string>> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  twitter: siX.path,
  x: siX.path,
  youtube: siYoutube.path,
};

/** The social icons of 000 §3 "Navigation items": facebook, instagram, linkedin, twitter/x, youtube. */
export function SocialIcon({ network }: { network: string }) {
  const path = PATHS[network];
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {path ? (
        <path d={path} />
      ) : (
        // LinkedIn's mark is not in simple-icons: a rounded square with "in".
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
      )}
    </svg>
  );
}
