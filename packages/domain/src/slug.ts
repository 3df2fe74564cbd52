const STRIPPED = /[-;&/\\#,+()$~%.'":*?<>{}!]/g;
const POLISH: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/**
 * 000 §5 / 001 §5 title slug: lowercase; strip - ; & / \ # , + ( ) $ ~ % . ' " : * ? < > { } !;
 * fold Polish letters; each run of whitespace becomes one hyphen. Leading and trailing
 * whitespace is trimmed first (a reading: the spec does not say), so no slug starts or ends
 * with a hyphen.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(STRIPPED, '')
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH[letter] ?? letter)
    .trim()
    .replace(/\s+/g, '-');
}
