import { describe, expect, it } from 'vitest';
import { slugify } from '../src/slug';

describe('000 §5 / 001 §5 title slug', () => {
  it.each([
    ['Jan Kowalski', 'jan-kowalski'],
    ['Łukasz Żółć', 'lukasz-zolc'],
    ['ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', 'acelnoszz-acelnoszz'],
    ['Mecz: Sokół – Orzeł!', 'mecz-sokol-–-orzel'],
    ["Jean-Pierre O'Neil", 'jeanpierre-oneil'],
    ['a  b\t\nc', 'a-b-c'],
    ['  spacje  ', 'spacje'],
    ['(1) 50% + $2 ~ #tag {x} <y> "z" * ? / \\ ; & , . :', '1-50-2-tag-x-y-z'],
    ['', ''],
    ['---', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
