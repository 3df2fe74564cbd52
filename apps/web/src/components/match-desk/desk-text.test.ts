import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './desk-text';

describe('the text of a desk post', () => {
  it('each line becomes an escaped paragraph, blank lines dropped', () => {
    expect(textToHtml('Gol!\n\n  <b>Kowalski</b> & "spółka"  \n')).toBe(
      '<p>Gol!</p><p>&lt;b&gt;Kowalski&lt;/b&gt; &amp; &quot;spółka&quot;</p>',
    );
    expect(textToHtml(' \n ')).toBe('');
  });

  it('reads an item back as text, line by line', () => {
    expect(htmlToText('<p>Gol!</p><p>Nasza <strong>obrona</strong><br>trzyma &amp; gra</p>')).toBe(
      'Gol!\nNasza obrona\ntrzyma & gra',
    );
    expect(htmlToText(textToHtml('a < b\nc'))).toBe('a < b\nc');
    expect(htmlToText('<p>&#8222;Sok&oacute;ł&#x201D; &bogus;</p>')).toBe('„Sok&oacute;ł” &bogus;');
  });
});
