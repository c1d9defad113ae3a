import { terminalJson, terminalLine, terminalText } from '../../server/src/content/terminalText';

test('one line: every control, line feed and tab included, becomes a visible escape', () => {
  expect(terminalLine('a\u001b[2Jb\rc\nd\te\u0000f\u007fg')).toBe('a\\x1B[2Jb\\rc\\nd\\te\\x00f\\x7Fg');
});

test('C1 controls, line separators and bidi controls are escaped', () => {
  expect(terminalText('\u009b2J \u0085 \u2028 \u2029 \u202e \u202a \u2066 \u2069 \u200f \u061c')).toBe(
    '\\x9B2J \\x85 \\u{2028} \\u{2029} \\u{202E} \\u{202A} \\u{2066} \\u{2069} \\u{200F} \\u{61C}',
  );
});

test('several lines: line feeds and tabs stay, carriage returns do not', () => {
  expect(terminalText('one\r\ntwo\tthree')).toBe('one\\r\ntwo\tthree');
});

test('ordinary text, accents and emoji included, is untouched', () => {
  const text = 'Bonjour, ma monture « Opéra » est cassée 😎 — merci !';
  expect(terminalText(text)).toBe(text);
  expect(terminalLine(text)).toBe(text);
});

test('JSON keeps its indentation, escapes what JSON.stringify leaves raw, and parses to the same value', () => {
  const value = [{ message: 'a\u009bb\u202ec\u001bd\ne' }];
  const json = terminalJson(value);
  expect(json).toBe('[\n  {\n    "message": "a\\u009bb\\u202ec\\u001bd\\ne"\n  }\n]');
  expect(JSON.parse(json)).toEqual(value);
});
