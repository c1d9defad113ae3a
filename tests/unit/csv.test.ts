import { csvCell, toCsv } from '../../server/src/content/csv';

test.each(['=1+1', '+33 1 23 45 67 89', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'])(
  'a cell starting like a formula (%j) gets a quote',
  (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  },
);

test.each(['camille@example.fr', 'home', '', "'quoted", ' =spaced', 'a=b'])('any other cell (%j) is unchanged', (value) => {
  expect(csvCell(value)).toBe(value);
});

test('every cell and header is neutralised, then quoted per RFC 4180', () => {
  expect(
    toCsv(
      ['email', '=header'],
      [
        ['a@example.fr', '=HYPERLINK("http://evil.example","x")'],
        ['b@example.fr', 'x,"y"'],
      ],
    ),
  ).toBe(`email,'=header\na@example.fr,"'=HYPERLINK(""http://evil.example"",""x"")"\nb@example.fr,"x,""y"""\n`);
});
