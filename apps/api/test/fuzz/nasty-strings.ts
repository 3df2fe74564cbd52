import fc from 'fast-check';
import type { Vocabulary } from './vocabulary';

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\n',
  '\r\n',
  '\t',
  '%',
  '%%',
  '%00',
  '\\',
  'ends\\',
  "'",
  '"',
  "'; drop table articles; --",
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '00',
  '007',
  '1e400',
  '1e-400',
  '9'.repeat(40),
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '9007199254740993',
  '1.5',
  '0x10',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'true',
  'false',
  '2026-13-45',
  '2026-02-30T25:61:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01',
  '99999-01-01',
  '0000-01-01',
  '1',
  'x'.repeat(2_049),
  'ż'.repeat(1_500),
  '😀'.repeat(600),
  '\ud800',
  'a\udfffb',
  '\ufeff',
  '\u202e',
  ',,,',
  '.',
  '..',
  'a..b',
  `${'components.'.repeat(6)}image`,
  Array.from({ length: 41 }, () => 'image').join(','),
  Array.from({ length: 101 }, (_, i) => String(i)).join(','),
  '[]',
  '{}',
  '[object Object]',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a[b]',
  'a]b[',
];

/** Strings a client should never send, and some it might. */
export const nasty = (vocabulary: Vocabulary): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.bigInt().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: false }).map((d) => String(d.getTime())) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.constantFrom(...vocabulary.relationships, 'x', ''), {
          minLength: 1,
          maxLength: 7,
        })
        .map((names) => names.join('.')),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.constantFrom(...vocabulary.attributes, ...vocabulary.sorts, '-id', 'x'), {
          maxLength: 12,
        })
        .map((names) => names.join(',')),
    },
  );

/** `encodeURIComponent`, except that a lone surrogate becomes bytes that are not UTF-8. */
export function encode(text: string, keepBrackets: boolean): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return keepBrackets ? out.replace(/%5B/g, '[').replace(/%5D/g, ']') : out;
}
